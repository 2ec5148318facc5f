import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { startLines } from "./start-lines.ts";

describe("startLines", () => {
  it("tells a new install where to open it, that the offline engine answers, and where codes are", () => {
    const [open, model, codes] = startLines(loadConfig({}));
    expect(open).toBe(
      "Fable is ready: open http://localhost:3000 (listening on this machine only, port 3000)",
    );
    expect(model).toMatch(/^model: the offline engine/);
    expect(codes).toBe(
      "mail not configured: verification codes are in the dev outbox at http://localhost:3000/dev/outbox, readable from this machine only",
    );
  });

  it("names the public address, the configured model and the SMTP host, but no password or key", () => {
    const lines = startLines(
      loadConfig({
        HOST: "0.0.0.0",
        PORT: "8080",
        PUBLIC_URL: "https://fable.example",
        LLM_BASE_URL: "https://api.example.com/v1",
        LLM_MODEL: "story-7b",
        LLM_API_KEY: "sk-SECRET-123456",
        SMTP_URL: "smtp://mailer:SMTP-SECRET@mail.example:587",
        UPLOAD_SIGNING_SECRET: "x".repeat(32),
        NODE_ENV: "production",
      }),
    );
    expect(lines).toEqual([
      "Fable is ready: open https://fable.example (listening on 0.0.0.0, port 8080)",
      "model: story-7b at api.example.com",
      "verification codes: emailed over SMTP via mail.example:587",
    ]);
  });

  it("says the outbox still keeps copies outside production when SMTP is set", () => {
    const [, , codes] = startLines(loadConfig({ SMTP_URL: "smtps://mail.example" }));
    expect(codes).toBe(
      "verification codes: emailed over SMTP via mail.example; copies (and SMS codes) go to the dev outbox at http://localhost:3000/dev/outbox, readable from this machine only",
    );
  });
});
