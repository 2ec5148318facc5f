import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.ts";
import { ConfigError, loadConfig } from "../config.ts";

const LISTED = "https://app.fable.test";
const STRANGER = "https://evil.test";

let closed: Awaited<ReturnType<typeof createTestApp>>;
let open: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  closed = await createTestApp();
  open = await createTestApp({
    env: { CORS_ORIGINS: `${LISTED}, https://admin.fable.test`, OFFLINE_MODEL_DELAY_MS: "0" },
  });
});
afterAll(async () => {
  await closed.close();
  await open.close();
});

const preflight = (origin: string) => ({
  method: "OPTIONS" as const,
  url: "/api/user/info",
  headers: {
    origin,
    "access-control-request-method": "GET",
    "access-control-request-headers": "authorization",
  },
});

function expectNoCorsAllowance(headers: Record<string, unknown>) {
  expect(headers["access-control-allow-origin"]).toBeUndefined();
  expect(headers["access-control-allow-methods"]).toBeUndefined();
  expect(headers["access-control-allow-headers"]).toBeUndefined();
  expect(headers["access-control-allow-credentials"]).toBeUndefined();
}

describe("CORS, closed by default", () => {
  it("allows no origin at all: neither answers nor preflights carry allow headers", async () => {
    for (const origin of [STRANGER, LISTED, "null"]) {
      const answer = await closed.app.inject({
        method: "GET",
        url: "/api/homePage/getContent",
        headers: { origin },
      });
      expect(answer.statusCode).toBe(200);
      expectNoCorsAllowance(answer.headers);
      const check = await closed.app.inject(preflight(origin));
      expect(check.statusCode).toBeGreaterThanOrEqual(400);
      expectNoCorsAllowance(check.headers);
    }
  });
});

describe("CORS_ORIGINS", () => {
  it("lets a listed origin read answers and pass preflight, without credentials", async () => {
    const answer = await open.app.inject({
      method: "GET",
      url: "/api/homePage/getContent",
      headers: { origin: LISTED },
    });
    expect(answer.headers["access-control-allow-origin"]).toBe(LISTED);
    expect(String(answer.headers.vary)).toMatch(/origin/i);
    const check = await open.app.inject(preflight(LISTED));
    expect(check.statusCode).toBe(204);
    expect(check.headers["access-control-allow-origin"]).toBe(LISTED);
    // Every header the web client sends (apps/web/src/api/headers.ts) may cross.
    for (const header of ["authorization", "content-type", "x-device-id", "x-time-zone"])
      expect(check.headers["access-control-allow-headers"]).toContain(header);
    expect(check.headers["access-control-allow-methods"]).toContain("POST");
    expect(check.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("lets a listed origin read a streamed reply too", async () => {
    const bots = await open.app.inject({
      method: "POST",
      url: "/api/ai/roleInfo/queryBotInfo",
      payload: { limit: 1 },
    });
    const botId: string = bots.json().result.list[0].id;
    const stream = await open.app.inject({
      method: "POST",
      url: "/api/v1/chat/preview/chat",
      payload: { botId, messages: [{ role: "user", content: "Hello there" }] },
      headers: { origin: LISTED },
    });
    expect(stream.headers["content-type"]).toContain("text/event-stream");
    expect(stream.headers["access-control-allow-origin"]).toBe(LISTED);
    expect(stream.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("gives an unlisted origin nothing, not even a near miss", async () => {
    for (const origin of [STRANGER, `${LISTED}.evil.test`, "http://app.fable.test", "null"]) {
      const answer = await open.app.inject({
        method: "GET",
        url: "/api/homePage/getContent",
        headers: { origin },
      });
      expectNoCorsAllowance(answer.headers);
      expect(String(answer.headers.vary)).toMatch(/origin/i);
      const check = await open.app.inject(preflight(origin));
      expect(check.statusCode).not.toBe(204);
      expectNoCorsAllowance(check.headers);
    }
  });

  it("refuses a value that is not an origin, naming the variable", () => {
    for (const value of ["https://app.fable.test/path", "app.fable.test", "*"]) {
      expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS: /);
    }
  });
});
