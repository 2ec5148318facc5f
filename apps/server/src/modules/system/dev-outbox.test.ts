import { networkInterfaces } from "node:os";
import { ResponseCode, SystemMessages } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, uniqueEmail } from "../../../test/accounts.ts";
import { createTestApp } from "../../../test/harness.ts";
import { MESSAGES_ZH_CN } from "../../i18n/messages.zh-CN.ts";
import { isLoopbackAddress } from "./this-machine.ts";

const refused = {
  status: 403,
  code: ResponseCode.FORBIDDEN,
  message: SystemMessages.devOutboxThisMachineOnly,
  result: null,
};

let harness: Awaited<ReturnType<typeof createTestApp>>;
let behindProxy: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
  behindProxy = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => Promise.all([harness.close(), behindProxy.close()]));

/** A reset code for a victim, asked for by someone on the network: the first step of the takeover. */
async function victimWithResetCode() {
  const victim = uniqueEmail("victim");
  await call(harness.app, "POST", "/api/user/login", {
    body: { srcType: "LOCAL", email: victim, userPwd: "secret42" },
  });
  await call(harness.app, "POST", "/api/user/send/auth/code", {
    body: { email: victim, methodType: 2 },
    ip: "192.168.1.66",
  });
  return victim;
}

describe("GET /api/dev/outbox", () => {
  it("refuses a client on the network, so a reset code cannot be read off it (account takeover)", async () => {
    await victimWithResetCode();
    for (const ip of ["192.168.1.66", "10.0.0.7", "::ffff:192.168.1.66", "fe80::1", "2001:db8::5"]) {
      expect(await call(harness.app, "GET", "/api/dev/outbox", { ip }), ip).toMatchObject(refused);
    }
  });

  it("says so in the reader's language", async () => {
    const answer = await call(harness.app, "GET", "/api/dev/outbox", {
      ip: "192.168.1.66",
      headers: { "accept-language": "zh-CN" },
    });
    expect(answer.message).toBe(MESSAGES_ZH_CN.SystemMessages.devOutboxThisMachineOnly);
  });

  it("answers every loopback form of this machine", async () => {
    const victim = await victimWithResetCode();
    for (const ip of ["127.0.0.1", "127.3.4.5", "::1", "::ffff:127.0.0.1"]) {
      const answer = await call(harness.app, "GET", "/api/dev/outbox", { ip });
      expect(answer.code, ip).toBe(0);
      expect(answer.result.some((message: { to: string }) => message.to === victim)).toBe(true);
    }
  });

  it("refuses what a proxy on this machine passes on, with or without TRUST_PROXY", async () => {
    const proxyHeaders: Record<string, string>[] = [
      { "x-forwarded-for": "192.168.1.66" },
      { "x-forwarded-for": "127.0.0.1" },
      { forwarded: "for=192.168.1.66" },
      { "x-real-ip": "192.168.1.66" },
      { via: "1.1 nginx" },
    ];
    for (const headers of proxyHeaders) {
      for (const app of [harness.app, behindProxy.app]) {
        expect(await call(app, "GET", "/api/dev/outbox", { ip: "127.0.0.1", headers })).toMatchObject(
          refused,
        );
      }
    }
  });

  it("ignores a forged X-Forwarded-For naming loopback when TRUST_PROXY is on", async () => {
    const answer = await call(behindProxy.app, "GET", "/api/dev/outbox", {
      ip: "192.168.1.66",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(answer).toMatchObject(refused);
  });

  it("refuses a loopback request addressed to another site's name (a page using DNS rebinding)", async () => {
    for (const host of ["evil.example", "evil.example:3000", "127.0.0.1.evil.example"]) {
      const answer = await call(harness.app, "GET", "/api/dev/outbox", {
        ip: "127.0.0.1",
        headers: { host },
      });
      expect(answer, host).toMatchObject(refused);
    }
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "fable.localhost"]) {
      const answer = await call(harness.app, "GET", "/api/dev/outbox", {
        ip: "127.0.0.1",
        headers: { host },
      });
      expect(answer.code, host).toBe(0);
    }
  });
});

describe("GET /api/dev/outbox over a real socket", () => {
  let server: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    server = await createTestApp();
    await server.app.listen({ port: 0, host: "0.0.0.0" });
  });
  afterAll(() => server.close());
  const port = () => (server.app.server.address() as { port: number }).port;

  it("answers a browser on this machine at 127.0.0.1", async () => {
    const answer = await fetch(`http://127.0.0.1:${port()}/api/dev/outbox`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { code: number }).code).toBe(0);
  });

  // The machine's own network address reaches the server through a socket that is not loopback.
  const networkAddress = Object.values(networkInterfaces())
    .flat()
    .find(
      (entry) => entry?.family === "IPv4" && !entry.internal && !isLoopbackAddress(entry.address),
    )?.address;
  it.skipIf(!networkAddress)("refuses a client that connects over the network address", async () => {
    const answer = await fetch(`http://${networkAddress}:${port()}/api/dev/outbox`, {
      headers: { host: `localhost:${port()}` },
    });
    expect(answer.status).toBe(403);
    expect((await answer.json()) as object).toMatchObject({ code: ResponseCode.FORBIDDEN, result: null });
  });
});
