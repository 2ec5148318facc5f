import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OpenStreams } from "../../../plugins/graceful-close.ts";
import { FLUSH_MS, loopSaturated, sampleLoopLoad, setLoopSaturatedForTest } from "./delta-pacing.ts";
import { streamReplyEvents } from "./event-stream.ts";

const PIECES = 20;
const PIECE_GAP_MS = 5;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = Fastify();
  app.decorate("openStreams", new OpenStreams());
  // A reply of PIECES pieces, PIECE_GAP_MS apart, the way a model streams one.
  app.post("/stream", (request, reply) =>
    streamReplyEvents(request, reply, async (onDeltas) => {
      for (let index = 0; index < PIECES; index += 1) {
        onDeltas([`p${index} `]);
        await new Promise((resolve) => setTimeout(resolve, PIECE_GAP_MS));
      }
      return { whole: true };
    }),
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/stream`;
});
afterAll(() => app.close());
// Test files share a worker (vitest.config.ts): a file before this one may have left the loop
// counted as saturated.
beforeEach(() => setLoopSaturatedForTest(false));
afterEach(() => setLoopSaturatedForTest(false));

/** The stream's body as it arrived: each chunk the socket delivered, with when it came. */
function readStream(): Promise<{ chunks: string[]; firstPieceMs: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstPieceMs = -1;
    const chunks: string[] = [];
    const call = httpRequest(url, { method: "POST" }, (response) => {
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        if (firstPieceMs < 0) firstPieceMs = performance.now() - started;
        chunks.push(chunk);
      });
      response.on("end", () => resolve({ chunks, firstPieceMs, body: chunks.join("") }));
    });
    call.on("error", reject);
    call.end();
  });
}

const deltas = (body: string) =>
  [...body.matchAll(/event: delta\ndata: (.*)\n\n/g)].map((m) => JSON.parse(m[1]!).text);
const expected = Array.from({ length: PIECES }, (_, index) => `p${index} `);

describe("pieces under load", () => {
  it("writes each piece as it comes while the loop has time to spare", async () => {
    const { chunks, body } = await readStream();
    expect(deltas(body)).toEqual(expected);
    expect(body.endsWith('event: done\ndata: {"whole":true}\n\n')).toBe(true);
    // One write per piece (a slow read could join two, not most).
    expect(chunks.length).toBeGreaterThanOrEqual(PIECES * 0.75);
  });

  it("while saturated, sends the first piece at once and the rest together every flush, losing none", async () => {
    setLoopSaturatedForTest(true);
    const { chunks, body } = await readStream();
    expect(deltas(body)).toEqual(expected);
    expect(body.endsWith('event: done\ndata: {"whole":true}\n\n')).toBe(true);
    expect(deltas(chunks[0]!)).toEqual(["p0 "]);
    // About PIECES × PIECE_GAP_MS / FLUSH_MS flushes (timers run late on a busy machine, never early).
    const flushes = Math.ceil((PIECES * PIECE_GAP_MS) / FLUSH_MS) + 2;
    expect(chunks.length).toBeLessThanOrEqual(flushes + 1);
  });

  it("counts the loop as saturated while it is kept busy, and calm again once it idles a while", async () => {
    sampleLoopLoad();
    const busyUntil = performance.now() + 300;
    while (performance.now() < busyUntil) {
      // The loop does nothing else meanwhile: fully utilized.
    }
    sampleLoopLoad();
    expect(loopSaturated()).toBe(true);
    const idleSample = async () => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      sampleLoopLoad();
    };
    // One idle sample does not end it (no flapping); eight in a row do.
    await idleSample();
    expect(loopSaturated()).toBe(true);
    for (let sample = 1; sample < 8; sample += 1) await idleSample();
    expect(loopSaturated()).toBe(false);
  });
});
