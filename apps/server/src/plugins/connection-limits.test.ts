import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { ServerMessages } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDialogue } from "../../test/dialogues.ts";
import { buildSession } from "../../test/factories/index.ts";
import { createTestApp } from "../../test/harness.ts";
import { parseEvents } from "../../test/sse.ts";
import { signUpload, stillImage } from "../../test/uploads.ts";
import { clientKey } from "./connection-limits.ts";

// Short limits so the tests are quick; production's are 10 s and 170 s.
const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 3000;
const MAX_CONNECTIONS_PER_IP = 3;

let harness: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
beforeAll(async () => {
  harness = await createTestApp({
    env: {
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      MAX_CONNECTIONS_PER_IP: String(MAX_CONNECTIONS_PER_IP),
      UPLOAD_SIGNING_SECRET: "c".repeat(40),
      // Pieces of a chat reply far enough apart that the reply streams longer than REQUEST_TIMEOUT_MS.
      OFFLINE_MODEL_DELAY_MS: "120",
      QUOTAS: "off",
    },
  });
  await harness.app.listen({ port: 0, host: "127.0.0.1" });
  port = (harness.app.server.address() as AddressInfo).port;
});
afterAll(() => harness.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw connection to the server from `from` (any 127.x.y.z address works on Linux). */
function open(from = "127.0.0.1"): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress: from }, () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Everything the server sends until it closes the connection, and when it did. */
function untilClosed(socket: Socket) {
  const started = Date.now();
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  socket.on("error", () => undefined);
  return new Promise<{ received: string; afterMs: number }>((resolve) =>
    socket.once("close", () => resolve({ received, afterMs: Date.now() - started })),
  );
}

/** Writes `text` a piece at a time, every `everyMs`, until it is all sent or the connection closes. */
async function dribble(socket: Socket, text: Buffer, pieceBytes: number, everyMs: number) {
  for (let offset = 0; offset < text.length && !socket.destroyed; offset += pieceBytes) {
    socket.write(text.subarray(offset, offset + pieceBytes));
    await sleep(everyMs);
  }
}

/** A signed upload link's path and query, for a file of `size` bytes. */
async function uploadPath(size: number) {
  const { token } = await buildSession(harness.database.db);
  const signed = await signUpload(harness.app, token, { size, purpose: "image" });
  const url = new URL(signed.result.url as string, "http://fable.test");
  return url.pathname + url.search;
}

describe("slow clients", () => {
  it("cuts a connection whose headers arrive one byte at a time within the headers timeout", async () => {
    const socket = await open();
    const closed = untilClosed(socket);
    void dribble(
      socket,
      Buffer.from("GET /healthz HTTP/1.1\r\nHost: fable.test\r\nX-Slow: aaaaaaaaaaaaaaaaaaaa"),
      1,
      300,
    );
    const { received, afterMs } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    // The limit plus one check of Node's (every quarter of it) and a margin for a busy machine.
    expect(afterMs).toBeLessThan(HEADERS_TIMEOUT_MS * 2 + 1000);
  });

  it("cuts an upload whose body trickles in too slowly to finish within the request timeout", async () => {
    const size = 40_000;
    const path = await uploadPath(size);
    const socket = await open();
    const closed = untilClosed(socket);
    socket.write(
      `PUT ${path} HTTP/1.1\r\nHost: fable.test\r\nContent-Type: image/png\r\nContent-Length: ${size}\r\n\r\n`,
    );
    // 100 bytes every 200 ms would take 80 s.
    void dribble(socket, Buffer.alloc(size, 1), 100, 200);
    const { received, afterMs } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
  });

  it("stores an upload that is slow but steady enough to finish in time", async () => {
    const picture = await stillImage(600, 600);
    const path = await uploadPath(picture.length);
    const socket = await open();
    const closed = untilClosed(socket);
    socket.write(
      `PUT ${path} HTTP/1.1\r\nHost: fable.test\r\nContent-Type: image/png\r\nContent-Length: ${picture.length}\r\nConnection: close\r\n\r\n`,
    );
    // Ten pieces over about 1.5 s: longer than the headers timeout, within the request timeout.
    await dribble(socket, picture, Math.ceil(picture.length / 10), 150);
    const { received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(received).toContain('"code":0');
  });

  it("lets a chat reply stream for longer than the request timeout", async () => {
    const { reader, botId, dialogueId } = await openDialogue(harness);
    const started = Date.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/chat/streamChat`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${reader.token}` },
      body: JSON.stringify({
        botId,
        dialogueId,
        content: "Tell me everything about the lantern and the river.",
      }),
    });
    const events = parseEvents(await response.text());
    expect(Date.now() - started).toBeGreaterThan(REQUEST_TIMEOUT_MS + 500);
    expect(events.at(-1)?.event).toBe("done");
  });
});

describe("connections per client address", () => {
  it(`refuses connection ${MAX_CONNECTIONS_PER_IP + 1} from one address with a 429 envelope, while another address is served`, async () => {
    const request = "GET /healthz HTTP/1.1\r\nHost: fable.test\r\n\r\n";
    const served = (socket: Socket) =>
      new Promise<string>((resolve) => socket.once("data", (chunk) => resolve(chunk.toString())));
    // Kept-alive connections after a request: open, and past the headers timeout's reach.
    const held: Socket[] = [];
    for (let index = 0; index < MAX_CONNECTIONS_PER_IP; index++) {
      const socket = await open("127.0.0.3");
      socket.write(request);
      expect(await served(socket)).toMatch(/^HTTP\/1\.1 200/);
      held.push(socket);
    }

    const over = await open("127.0.0.3");
    const refused = untilClosed(over);
    over.write(request);
    const { received } = await refused;
    expect(received).toMatch(/^HTTP\/1\.1 429/);
    expect(JSON.parse(received.slice(received.indexOf("\r\n\r\n") + 4))).toEqual({
      code: 429,
      message: ServerMessages.tooManyConnections,
      result: null,
    });

    const neighbour = await open("127.0.0.4");
    neighbour.write(request);
    expect(await served(neighbour)).toMatch(/^HTTP\/1\.1 200/);
    neighbour.destroy();

    // One closed: the address may connect again.
    held.pop()!.destroy();
    await sleep(200);
    const again = await open("127.0.0.3");
    again.write(request);
    expect(await served(again)).toMatch(/^HTTP\/1\.1 200/);
    for (const socket of [...held, again]) socket.destroy();
  });

  it("counts IPv4 written as IPv6 as itself, and IPv6 by its /64", () => {
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });
});
