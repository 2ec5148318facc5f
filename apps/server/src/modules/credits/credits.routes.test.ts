import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../../../test/accounts.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp, movableClock, type TestApp } from "../../../test/harness.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = movableClock(new Date("2026-11-26T23:59:00Z"));
let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ clock });
});
afterAll(() => harness.close());

const get = (url: string, token: string) => call(harness.app, "GET", url, { token });

describe("credit routes", () => {
  it("count the welcome credits and say when they expire", async () => {
    const { token } = await signUp(harness.app);
    const count = await get("/api/user/credits/getCount", token);
    expect(count.code).toBe(0);
    expect(count.result).toEqual({
      creditAmount: 30,
      nextExpiry: { amount: 30, at: new Date(clock.now().getTime() + 30 * DAY_MS).toISOString() },
    });
  });

  it("grant the daily reward once a UTC day, however often it is claimed", async () => {
    const { token } = await signUp(harness.app);
    const claims = await Promise.all(Array.from({ length: 5 }, () => get("/api/user/credits/obtain", token)));
    expect(claims.map((claim) => claim.result.creditAmount).sort()).toEqual([0, 0, 0, 0, 5]);
    expect((await get("/api/user/credits/getCount", token)).result.creditAmount).toBe(35);
    clock.advance(60 * 1000); // past midnight UTC: a new day
    expect((await get("/api/user/credits/obtain", token)).result).toEqual({ creditAmount: 5, balance: 40 });
    clock.advance(-60 * 1000);
  });

  it("give no daily reward to an account whose email is not validated", async () => {
    const { token } = await buildSession(harness.database.db, {
      userOverrides: { emailVerified: false },
      now: clock.now(),
    });
    expect((await get("/api/user/credits/obtain", token)).result).toEqual({ creditAmount: 0, balance: 0 });
  });

  it("list the history newest first and bound the page size", async () => {
    const { token } = await signUp(harness.app);
    await get("/api/user/credits/obtain", token);
    const history = await get("/api/user/credits/history?page=1&limit=10", token);
    expect(
      history.result.list.map((line: { reason: string; amount: number }) => [line.reason, line.amount]),
    ).toEqual([
      ["daily_reward", 5],
      ["welcome", 30],
    ]);
    expect(history.result.list[0].expiresAt).toBe(
      new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(),
    );
    const tooMany = await get("/api/user/credits/history?limit=500", token);
    expect(tooMany.code).toBe(400);
  });

  it("need a signed-in user", async () => {
    expect((await call(harness.app, "GET", "/api/user/credits/getCount")).code).toBe(109);
  });
});
