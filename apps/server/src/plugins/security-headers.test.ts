import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testConfig } from "../../test/harness.ts";
import { contentSecurityPolicy, extraOrigins } from "./security-headers.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let proxied: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
  proxied = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await harness.close();
  await proxied.close();
});

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("security headers", () => {
  it.each([
    ["the web app", "GET", "/"],
    ["a client route", "GET", "/chat/100001-Aria"],
    ["an API answer", "GET", "/api/homePage/getContent"],
    ["a 404", "GET", "/api/no/such/route"],
    ["a refused request", "POST", "/api/user/login"],
    ["an upload refusal", "PUT", "/uploads/avatars/nothing.webp"],
    ["the health check", "GET", "/healthz"],
  ] as const)("are on %s", async (_label, method, url) => {
    const response = await harness.app.inject({ method, url });
    expect(response.headers["content-security-policy"]).toBe(
      contentSecurityPolicy({ files: [], uploads: [] }),
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });

  it("leave the OAuth callback page its opener, so the sign-in popup can hand back its result", async () => {
    const callback = await harness.app.inject({ method: "GET", url: "/callback/google?code=x&state=y" });
    expect(callback.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
    expect(callback.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("forbid inline and foreign script, plugins, framing and foreign connections", () => {
    const policy = directives(contentSecurityPolicy({ files: [], uploads: [] }));
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    for (const sources of policy.values()) {
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources).not.toContain("*");
    }
  });

  it("send HSTS only over TLS: not over plain HTTP, nor for a forwarded https from an untrusted proxy", async () => {
    const plain = await harness.app.inject({ method: "GET", url: "/healthz" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const spoofed = await harness.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
  });

  it("send HSTS behind a trusted proxy that says the request came over https", async () => {
    const secure = await proxied.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(secure.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    const insecure = await proxied.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-forwarded-proto": "http" },
    });
    expect(insecure.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("the policy's origins", () => {
  it("add the bucket's public address for stored files (the PDF viewer fetches its PDF) and its upload address for PUTs", async () => {
    const config = testConfig({
      S3_BUCKET: "fable-uploads",
      S3_ENDPOINT: "http://storage.test:9000",
      S3_ACCESS_KEY_ID: "key-id",
      S3_SECRET_ACCESS_KEY: "secret-key",
      S3_PUBLIC_URL: "https://files.fable.test/pictures",
    });
    const origins = await extraOrigins(config);
    expect(origins.files).toEqual(["https://files.fable.test"]);
    expect(origins.uploads).toEqual(["http://fable-uploads.storage.test:9000"]);
    const policy = directives(contentSecurityPolicy(origins));
    expect(policy.get("img-src")).toContain("https://files.fable.test");
    expect(policy.get("media-src")).toContain("https://files.fable.test");
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "http://fable-uploads.storage.test:9000",
      "https://files.fable.test",
    ]);
  });

  it("add PUBLIC_URL's origin, where signed upload links point when it is set", async () => {
    const origins = await extraOrigins(testConfig({ PUBLIC_URL: "https://fable.test/" }));
    expect(origins).toEqual({ files: ["https://fable.test"], uploads: ["https://fable.test"] });
  });
});

describe("the built web app", () => {
  const indexHtml = path.join(testConfig().WEB_DIST_DIR, "index.html");

  // Only when the app is built (CI builds before testing; e2e checks the browser's view too).
  it.skipIf(!existsSync(indexHtml))("has no inline script the policy would block", () => {
    const html = readFileSync(indexHtml, "utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = "", body = ""] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\//);
      expect(body.trim()).toBe("");
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
