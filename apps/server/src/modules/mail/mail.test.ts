import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, uniqueEmail } from "../../../test/accounts.ts";
import { createTestApp } from "../../../test/harness.ts";

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

const received: ReceivedMail[] = [];
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  // A real SMTP server on loopback: Fable talks the protocol to it exactly as to a production relay.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe("email delivery over SMTP", () => {
  it("sends the verification code through the configured SMTP server", async () => {
    const harness = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Fable <hello@fable.test>" },
    });
    try {
      const email = uniqueEmail("smtp");
      const login = await call(harness.app, "POST", "/api/user/login", {
        body: { srcType: "LOCAL", email, userPwd: "secret42" },
      });
      expect(login.result.needValidEmail).toBe(true);
      await expect.poll(() => received.find((mail) => mail.to.includes(email))).toBeDefined();
      const mail = received.find((entry) => entry.to.includes(email))!;
      expect(mail.from).toBe("hello@fable.test");
      expect(mail.raw).toMatch(/Subject: Your Fable verification code/);
      const code = /Your code is (\d{6})/.exec(mail.raw)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const verified = await call(harness.app, "POST", "/api/user/valid/email", {
        body: { email, authCode: code! },
      });
      expect(verified.result.token).toBeTruthy();
    } finally {
      await harness.close();
    }
  });

  it("writes the email in Chinese when the request asks for it", async () => {
    const harness = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const email = uniqueEmail("smtp-zh");
      await call(harness.app, "POST", "/api/user/login", {
        body: { srcType: "LOCAL", email, userPwd: "secret42" },
        headers: { "accept-language": "zh-CN" },
      });
      await expect.poll(() => received.find((mail) => mail.to.includes(email))).toBeDefined();
      const raw = received.find((mail) => mail.to.includes(email))!.raw;
      // Non-ASCII subjects are MIME-encoded; the decoded subject is the Chinese one.
      const encoded = /Subject: =\?UTF-8\?B\?([^?]+)\?=/.exec(raw)?.[1];
      expect(Buffer.from(encoded!, "base64").toString("utf8")).toBe("你的 Fable 验证码");
    } finally {
      await harness.close();
    }
  });

  it("keeps the dev outbox closed in production and sends only through SMTP", async () => {
    const harness = await createTestApp({
      env: {
        NODE_ENV: "production",
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        UPLOAD_SIGNING_SECRET: "m".repeat(32),
      },
    });
    try {
      const outbox = await call(harness.app, "GET", "/api/dev/outbox");
      expect(outbox.status).toBe(404);
      const email = uniqueEmail("prod");
      await call(harness.app, "POST", "/api/user/login", {
        body: { srcType: "LOCAL", email, userPwd: "secret42" },
      });
      await expect.poll(() => received.find((mail) => mail.to.includes(email))).toBeDefined();
      const phone = await call(harness.app, "POST", "/api/user/send/auth/code", {
        body: { methodType: 3, phone: "13900139000" },
      });
      expect(phone.message).toBe("Sign-in by SMS is not configured on this server");
    } finally {
      await harness.close();
    }
  });
});
