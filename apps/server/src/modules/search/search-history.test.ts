import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";
import { insertBots } from "../../../test/search-bots.ts";
import { botSearchRecords, recentSearches } from "./search.schema.ts";

const clock = movableClock(new Date("2026-11-24T12:00:00Z"));
let harness: Awaited<ReturnType<typeof createTestApp>>;
let listed: string;
let hiddenBots: string[];

beforeAll(async () => {
  harness = await createTestApp({ clock });
  [listed] = await insertBots(harness.database.db, { name: "Quillon Ashgrove", intro: "An archivist." });
  hiddenBots = await insertBots(
    harness.database.db,
    { name: "Quillon Private", visibility: "private" },
    { name: "Quillon Unlisted", visibility: "unlisted" },
    { name: "Quillon Pending", reviewStatus: "pending" },
    { name: "Quillon Rejected", reviewStatus: "rejected" },
  );
});
afterAll(() => harness.close());

async function submit(name: string, token?: string, save = true) {
  const response = await call(harness.app, "POST", "/api/ai/roleInfo/queryBotByNameV2", {
    body: { name, isNeedSaveSearchRecord: save },
    token,
  });
  expect(response.code).toBe(0);
  clock.advance(1000);
}
async function recent(token?: string) {
  const response = await call(harness.app, "GET", "/api/ai/roleInfo/recent/search", { token });
  expect(response.code).toBe(0);
  return response.result as { query: string; searchedAt: string }[];
}
const queries = (list: { query: string }[]) => list.map((entry) => entry.query);

describe("recent searches", () => {
  it("keeps a user's 6 newest submitted searches, newest first, normalised", async () => {
    const { token, user } = await buildSession(harness.database.db, { now: clock.now() });
    const start = clock.now().getTime();
    for (const name of ["One", "two", "Three!", "four", "five", "six", "seven", "Eight  Nine"]) {
      await submit(name, token);
    }
    const list = await recent(token);
    expect(queries(list)).toEqual(["eight nine", "seven", "six", "five", "four", "three"]);
    expect(list[0]!.searchedAt).toBe(new Date(start + 7000).toISOString());
    // The older ones are gone from the table, not just hidden.
    const stored = await harness.database.db
      .select()
      .from(recentSearches)
      .where(eq(recentSearches.userId, Number(user.id)));
    expect(stored).toHaveLength(6);
  });

  it("moves a repeated search to the top instead of listing it twice", async () => {
    const { token } = await buildSession(harness.database.db, { now: clock.now() });
    await submit("alpha", token);
    await submit("beta", token);
    await submit("ALPHA?", token);
    expect(queries(await recent(token))).toEqual(["alpha", "beta"]);
  });

  it("remembers only submitted searches, not the live results while typing", async () => {
    const { token } = await buildSession(harness.database.db, { now: clock.now() });
    await submit("typed", token, false);
    await submit("   ", token);
    expect(await recent(token)).toEqual([]);
  });

  it("keeps each user's searches to themselves; a visitor has none", async () => {
    const ann = await buildSession(harness.database.db, { now: clock.now() });
    const bob = await buildSession(harness.database.db, { now: clock.now() });
    await submit("ann's secret", ann.token);
    await submit("bob's secret", bob.token);
    await submit("visitor search");
    expect(queries(await recent(ann.token))).toEqual(["ann s secret"]);
    expect(queries(await recent(bob.token))).toEqual(["bob s secret"]);
    expect(await recent()).toEqual([]);
  });

  it("clears only the caller's searches", async () => {
    const ann = await buildSession(harness.database.db, { now: clock.now() });
    const bob = await buildSession(harness.database.db, { now: clock.now() });
    await submit("first", ann.token);
    await submit("second", ann.token);
    await submit("kept", bob.token);
    const cleared = await call(harness.app, "GET", "/api/ai/roleInfo/clearAll/recent/search", {
      token: ann.token,
    });
    expect(cleared).toMatchObject({ status: 200, code: 0, result: { cleared: 2 } });
    expect(await recent(ann.token)).toEqual([]);
    expect(queries(await recent(bob.token))).toEqual(["kept"]);
    const again = await call(harness.app, "GET", "/api/ai/roleInfo/clearAll/recent/search", {
      token: ann.token,
    });
    expect(again.result).toEqual({ cleared: 0 });
  });

  it("asks a visitor to sign in before clearing", async () => {
    const response = await call(harness.app, "GET", "/api/ai/roleInfo/clearAll/recent/search");
    expect(response).toMatchObject({ status: 401, code: 109, result: null });
  });
});

describe("POST /ai/roleInfo/save/bot/search/record", () => {
  const save = (botId: unknown, token?: string) =>
    call(harness.app, "POST", "/api/ai/roleInfo/save/bot/search/record", { body: { botId }, token });

  it("records the bot a user opened from search, once, with the latest time", async () => {
    const { token, user } = await buildSession(harness.database.db, { now: clock.now() });
    const first = await save(listed, token);
    expect(first).toMatchObject({
      status: 200,
      code: 0,
      result: { botId: listed, openedAt: clock.now().toISOString() },
    });
    clock.advance(60_000);
    const second = await save(listed, token);
    expect(second.result.openedAt).toBe(clock.now().toISOString());
    const rows = await harness.database.db
      .select()
      .from(botSearchRecords)
      .where(eq(botSearchRecords.userId, Number(user.id)));
    expect(rows).toEqual([{ userId: Number(user.id), botId: Number(listed), openedAt: clock.now() }]);
  });

  it("refuses bots search never shows, and bots that do not exist", async () => {
    const { token, user } = await buildSession(harness.database.db, { now: clock.now() });
    for (const botId of [...hiddenBots, "999999999"]) {
      const response = await save(botId, token);
      expect(response, botId).toMatchObject({
        status: 200,
        code: 2001,
        message: "Bot unavailable now, try something else",
        result: null,
      });
    }
    const rows = await harness.database.db
      .select()
      .from(botSearchRecords)
      .where(eq(botSearchRecords.userId, Number(user.id)));
    expect(rows).toEqual([]);
  });

  it("rejects a malformed bot id and asks a visitor to sign in", async () => {
    const { token } = await buildSession(harness.database.db, { now: clock.now() });
    for (const botId of ["abc", "", "1; drop table bots", undefined]) {
      const response = await save(botId, token);
      expect(response.status).toBe(400);
      expect(response.message).toContain("botId");
    }
    expect(await save(listed)).toMatchObject({ status: 401, code: 109 });
  });
});
