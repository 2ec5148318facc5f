import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, latestCode, signUp, uniqueEmail } from "../../test/accounts.ts";
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
    const signUpCode = await latestCode(harness.app, email);
    const verified = await call(harness.app, "POST", "/api/user/valid/email", {
      body: { email, authCode: signUpCode },
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
    expect(log).not.toMatch(standingAlone(signUpCode));
  });

  it("never contain a verification code, even at trace level (it is all a password reset needs)", async () => {
    // Reset codes go only to verified accounts: sign one up through its emailed code first.
    const { email } = await signUp(harness.app, uniqueEmail("logs-reset"), "Sup3rSecretPassw0rd");
    const verifyCode = await latestCode(harness.app, email);
    lines.length = 0;
    await call(harness.app, "POST", "/api/user/send/auth/code", { body: { email, methodType: 2 } });
    const resetCode = await latestCode(harness.app, email);
    expect(resetCode).not.toBe(verifyCode);

    const log = lines.join("");
    expect(log).toContain("dev outbox: email to");
    expect(log).not.toMatch(standingAlone(resetCode));
  });
});

/** The code as a number of its own, not digits inside a timestamp. */
const standingAlone = (code: string) => new RegExp(`(?<![0-9])${code}(?![0-9])`);

describe("logs of an instance configured with secrets", () => {
  const smtpPassword = "SMTP-SECRET-0123456789";
  const secrets = {
    LLM_API_KEY: "sk-llm-SECRET-0123456789",
    IMAGE_MODEL_API_KEY: "sk-image-SECRET-0123456789",
    SMTP_URL: `smtp://mailer:${smtpPassword}@127.0.0.1:1`,
    S3_ACCESS_KEY_ID: "AKIA-SECRET-0123456789",
    S3_SECRET_ACCESS_KEY: "s3-SECRET-ACCESS-0123456789",
    UPLOAD_SIGNING_SECRET: "upload-SIGNING-SECRET-0123456789-abcdef",
    GOOGLE_CLIENT_SECRET: "google-SECRET-0123456789",
    DISCORD_CLIENT_SECRET: "discord-SECRET-0123456789",
  };
  const secretLines: string[] = [];
  let configured: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        secretLines.push(chunk.toString());
        done();
      },
    });
    configured = await createTestApp({
      env: {
        ...secrets,
        S3_BUCKET: "fable-logs",
        S3_ENDPOINT: "http://127.0.0.1:1",
        S3_FORCE_PATH_STYLE: "true",
        GOOGLE_CLIENT_ID: "google-id",
        DISCORD_CLIENT_ID: "discord-id",
      },
      logger: { ...(loggerOptions("trace") as object), stream: sink },
    });
  });
  afterAll(() => configured.close());

  it("never contain a configured secret, even at trace level and on errors", async () => {
    await call(configured.app, "GET", "/api/homePage/getContent");
    await call(configured.app, "GET", "/api/config/get");
    await call(configured.app, "POST", "/api/user/login", { body: { srcType: "LOCAL" } });
    await call(configured.app, "POST", "/api/aws/s3/sign", { body: { size: 10 } });
    await call(configured.app, "GET", "/api/oauth/google/authorize");
    await configured.app.inject({ method: "PUT", url: "/uploads/avatars/x.webp?signature=forged" });

    const log = secretLines.join("");
    expect(secretLines.length).toBeGreaterThan(5);
    for (const [name, value] of Object.entries(secrets)) expect(log, name).not.toContain(value);
    expect(log).not.toContain(smtpPassword);
  });
});
