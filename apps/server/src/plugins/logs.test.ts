import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, latestCode, uniqueEmail } from "../../test/accounts.ts";
import { createTestApp } from "../../test/harness.ts";
import { loggerOptions } from "../app.ts";

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ logger: { ...(loggerOptions("trace") as object), stream: capture } });
});
afterAll(() => harness.close());

describe("logs", () => {
  it("never contain a password or a session token, even at trace level", async () => {
    const email = uniqueEmail("logs");
    const password = "Sup3rSecretPassw0rd";
    await call(harness.app, "POST", "/api/user/login", {
      body: { srcType: "LOCAL", email, userPwd: password },
    });
    const verified = await call(harness.app, "POST", "/api/user/valid/email", {
      body: { email, authCode: await latestCode(harness.app, email) },
    });
    const token: string = verified.result.token;
    await call(harness.app, "GET", "/api/user/info", { token });
    await call(harness.app, "POST", "/api/user/login", {
      body: { srcType: "LOCAL", email, userPwd: "wrong-Passw0rd" },
    });
    await call(harness.app, "POST", "/api/user/update", { token, body: { bio: 42 } });
    await call(harness.app, "GET", "/api/user/loginOut", { token });

    const log = lines.join("");
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain("/api/user/info");
    expect(log).not.toContain(password);
    expect(log).not.toContain("wrong-Passw0rd");
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/Bearer [A-Za-z0-9_-]{20,}/);
  });
});
