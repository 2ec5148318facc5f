import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("fills every default when the environment is empty", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    // Only this machine can reach a default install: a LAN must be opened to on purpose (HOST=0.0.0.0).
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.LOG_FORMAT).toBeUndefined();
    expect(config.NODE_ENV).toBe("development");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.pgliteDir.endsWith("/data/db")).toBe(true);
    expect(config.uploadsDir.endsWith("/data/uploads")).toBe(true);
  });

  it("reads values given as strings and resolves DATA_DIR", () => {
    const config = loadConfig({ PORT: "8080", DATA_DIR: "/tmp/fable-x", TRUST_PROXY: "true" });
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe("/tmp/fable-x");
    expect(config.pgliteDir).toBe("/tmp/fable-x/db");
    expect(config.TRUST_PROXY).toBe(true);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/x"],
    ["NODE_ENV", "staging"],
    ["LOG_LEVEL", "loud"],
    ["TRUST_PROXY", "yes"],
    ["HEADERS_TIMEOUT_MS", "0"],
    ["MAX_CONNECTIONS_PER_IP", "-1"],
    // Shorter than the headers timeout (10 s by default), which is part of it.
    ["REQUEST_TIMEOUT_MS", "5000"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});

describe("production configuration", () => {
  it("refuses to start in production without SMTP, naming the variable", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /SMTP_URL: is required when NODE_ENV=production/,
    );
  });

  it("turns the dev outbox off in production and on elsewhere", () => {
    const production = { NODE_ENV: "production", SMTP_URL: "smtp://mail.internal:25" };
    expect(loadConfig({ ...production, UPLOAD_SIGNING_SECRET: "u".repeat(32) }).devOutbox).toBe(false);
    expect(loadConfig({}).devOutbox).toBe(true);
  });

  it("derives the public URL from the port unless given", () => {
    expect(loadConfig({ PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
    expect(loadConfig({ PUBLIC_URL: "https://fable.example/" }).publicUrl).toBe("https://fable.example");
  });
});
