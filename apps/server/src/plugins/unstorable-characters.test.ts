import { RequestMessages, ResponseCode } from "@fable/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../test/accounts.ts";
import { buildSession } from "../../test/factories/index.ts";
import { createTestApp } from "../../test/harness.ts";
import { findUnstorableCharacter } from "./unstorable-characters.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

async function countOf(table: string) {
  const result = (await harness.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as { rows: { n: number }[] } | { n: number }[];
  return (Array.isArray(result) ? result : result.rows)[0]?.n;
}

describe("characters PostgreSQL cannot store, in requests", () => {
  it("names the first field, key or array item holding one", () => {
    expect(findUnstorableCharacter({ events: [{ event_name: "a\u0000b" }] }, "body")).toBe(
      "body.events.0.event_name",
    );
    expect(findUnstorableCharacter({ properties: { "k\u0000": 1 } }, "body")).toBe("body.properties");
    expect(findUnstorableCharacter("\u0000", "querystring")).toBe("querystring");
    expect(findUnstorableCharacter({ name: "clean 👩‍👩‍👧", list: [1, true, null] }, "body")).toBeUndefined();
    expect(findUnstorableCharacter({ a: "ok", b: ["x\ud800"] }, "body")).toBe("body.b.0");
    expect(findUnstorableCharacter("\udfff tail", "body")).toBe("body");
  });

  it("leaves raw upload bodies alone: bytes are not text, and a 10 MB Buffer is not walked byte by byte", () => {
    const upload = Buffer.alloc(10 * 1024 * 1024);
    const started = performance.now();
    expect(findUnstorableCharacter(upload, "body")).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("walks nesting far deeper than recursion could", () => {
    let deep: unknown = ["\u0000"];
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findUnstorableCharacter(deep, "body")).toMatch(/^body(\.0)+$/);
  });

  it("refuses a tracking event with one as bad input and stores nothing (was a 500)", async () => {
    const before = await countOf("tracking_events");
    const answer = await call(harness.app, "POST", "/api/event", {
      body: { events: [{ event_name: "a\u0000.png" }] },
    });
    expect(answer.status).toBe(400);
    expect(answer.code).toBe(ResponseCode.INVALID_INPUT);
    expect(answer.message).toBe(`body.events.0.event_name: ${RequestMessages.unstorableCharacter}`);
    expect(await countOf("tracking_events")).toBe(before);
  });

  it("refuses an unpaired surrogate in a tracking event, which jsonb cannot store (was a 500)", async () => {
    const answer = await call(harness.app, "POST", "/api/event", {
      body: { events: [{ event_name: "open", app_version: "\ud800" }] },
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(`body.events.0.app_version: ${RequestMessages.unstorableCharacter}`);
  });

  it("refuses one in a signed-in user's text and in a query string", async () => {
    const { token } = await buildSession(harness.database.db);
    const mask = await call(harness.app, "POST", "/api/mask/saveMask", {
      token,
      body: { name: "Nul\u0000mask" },
    });
    expect(mask.status).toBe(400);
    expect(mask.message).toBe(`body.name: ${RequestMessages.unstorableCharacter}`);
    const config = await call(harness.app, "GET", "/api/config/getConfigByKey?key=a%00b");
    expect(config.status).toBe(400);
    expect(config.message).toBe(`querystring.key: ${RequestMessages.unstorableCharacter}`);
  });
});
