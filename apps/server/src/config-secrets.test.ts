import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

/** Every setting that holds a credential, or a URL that may carry one. */
const SECRETS = [
  "LLM_API_KEY",
  "EMBEDDINGS_API_KEY",
  "TTS_API_KEY",
  "VOICE_CLONE_API_KEY",
  "IMAGE_MODEL_API_KEY",
  "IMAGE_ENGINE_API_KEY",
  "SMTP_URL",
  "DATABASE_URL",
  "REDIS_URL",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "UPLOAD_SIGNING_SECRET",
  "GOOGLE_CLIENT_SECRET",
  "DISCORD_CLIENT_SECRET",
  "FACEBOOK_CLIENT_SECRET",
  "APPLE_PRIVATE_KEY",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
] as const;

describe("secrets come only from the environment", () => {
  it("none has a built-in value, in any mode", () => {
    for (const mode of ["development", "test"]) {
      const config = loadConfig({ NODE_ENV: mode });
      for (const name of SECRETS) expect(config[name], `${name} in ${mode}`).toBeUndefined();
    }
    const production = loadConfig({
      NODE_ENV: "production",
      SMTP_URL: "smtp://mail.internal:25",
      UPLOAD_SIGNING_SECRET: "p".repeat(32),
    });
    for (const name of SECRETS.filter(
      (secret) => secret !== "SMTP_URL" && secret !== "UPLOAD_SIGNING_SECRET",
    )) {
      expect(production[name], name).toBeUndefined();
    }
  });

  it("every secret-looking variable of the schema is in the list above", () => {
    const source = readFileSync(new URL("./config.ts", import.meta.url), "utf8");
    const declared = [...source.matchAll(/^\s{4}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!);
    const secretLooking = declared.filter((name) =>
      /SECRET|PASSWORD|_TOKEN$|API_KEY|ACCESS_KEY|PRIVATE_KEY|_URL$/.test(name),
    );
    const notSecret = new Set([
      "PUBLIC_URL",
      "LLM_BASE_URL",
      "EMBEDDINGS_BASE_URL",
      "TTS_BASE_URL",
      "VOICE_CLONE_BASE_URL",
      "IMAGE_MODEL_URL",
      "IMAGE_ENGINE_URL",
      "S3_PUBLIC_URL",
      "APPLE_KEY_ID",
      "STRIPE_API_URL",
    ]);
    for (const name of secretLooking.filter((name) => !notSecret.has(name))) {
      expect(SECRETS as readonly string[], name).toContain(name);
    }
    expect(secretLooking.length).toBeGreaterThan(8);
  });

  it("stops a production start without the upload signing secret, naming it", () => {
    const production = { NODE_ENV: "production", SMTP_URL: "smtp://mail.internal:25" };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(
      /UPLOAD_SIGNING_SECRET: is required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ ...production, UPLOAD_SIGNING_SECRET: "short" })).toThrow(
      /UPLOAD_SIGNING_SECRET: must be at least 32 characters/,
    );
    // A bucket signs its own upload links: the server's secret is then not needed.
    const withBucket = {
      ...production,
      S3_BUCKET: "fable-uploads",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "key",
    };
    expect(loadConfig(withBucket).UPLOAD_SIGNING_SECRET).toBeUndefined();
  });

  it("keeps a secret out of the message when its variable is refused", () => {
    const password = "Hunter2-Secret-Password";
    const attempts = [
      { SMTP_URL: `http://user:${password}@mail.internal` },
      { DATABASE_URL: `mysql://user:${password}@db.internal/fable` },
      { REDIS_URL: `http://:${password}@cache.internal` },
      { UPLOAD_SIGNING_SECRET: password.slice(0, 10) },
    ];
    for (const env of attempts) {
      let message = "";
      try {
        loadConfig(env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, Object.keys(env)[0]).toMatch(new RegExp(`${Object.keys(env)[0]}:`));
      expect(message).not.toContain(password.slice(0, 10));
    }
  });
});
