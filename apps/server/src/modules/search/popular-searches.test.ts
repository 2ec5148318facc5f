import { CharacterMessages, ResponseCode, SEARCH_LIMITS, SearchMessages } from "@fable/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, uniqueEmail } from "../../../test/accounts.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";
import { insertBots } from "../../../test/search-bots.ts";
import { bots } from "../bots/bots.schema.ts";
import { searchCounts } from "./search.schema.ts";

const clock = movableClock(new Date("2026-11-24T12:00:00Z"));
const reviewerEmail = uniqueEmail("reviewer");
let harness: Awaited<ReturnType<typeof createTestApp>>;
let reviewer: string;
let fading: string;

beforeAll(async () => {
  harness = await createTestApp({ clock, env: { ADMIN_EMAILS: reviewerEmail } });
  reviewer = (
    await buildSession(harness.database.db, { now: clock.now(), userOverrides: { email: reviewerEmail } })
  ).token;
  [, fading] = await insertBots(
    harness.database.db,
    { name: "Orrin Blackwood", intro: "A lighthouse keeper.", tags: ["Seafarer"] },
    { name: "Vellichor Lumen", intro: "A lamp seller." },
    { name: "Crude Carl", intro: "Swears a lot.", tags: ["shit"] },
  );
});
afterAll(() => harness.close());

/** A submitted search, as a signed-in user (token) or a visitor at an address (ip). */
async function submit(name: string, as: { token?: string; ip?: string } = {}) {
  const response = await call(harness.app, "POST", "/api/ai/roleInfo/queryBotByNameV2", {
    body: { name, isNeedSaveSearchRecord: true },
    ...as,
  });
  expect(response.code).toBe(0);
  clock.advance(1000);
}
/** The text searched by `people` different visitors. */
async function searchedBy(name: string, people: number) {
  for (let person = 0; person < people; person += 1) await submit(name);
}
async function popular() {
  const response = await call(harness.app, "GET", "/api/ai/roleInfo/popular/search");
  expect(response).toMatchObject({ status: 200, code: 0 });
  return response.result as { query: string; count: number }[];
}
const queries = async () => (await popular()).map((entry) => entry.query);
const hide = (query: string, hidden: boolean, token = reviewer) =>
  call(harness.app, "POST", "/api/admin/review/popularSearches/hide", { body: { query, hidden }, token });
const reviewList = async () =>
  (await call(harness.app, "GET", "/api/admin/review/popularSearches", { token: reviewer })).result as {
    query: string;
    searchers: number;
    hidden: boolean;
    flagged: boolean;
    shown: boolean;
  }[];

const threshold = SEARCH_LIMITS.popularMinSearchers;

describe("GET /ai/roleInfo/popular/search", () => {
  it("offers the seeded searches on a fresh install", async () => {
    const seeded = await popular();
    expect(seeded.length).toBeGreaterThan(0);
    for (const entry of seeded) expect(entry.count).toBeGreaterThanOrEqual(threshold);
    // The rest of this file starts from no searches at all.
    await harness.database.db.delete(searchCounts);
    expect(await popular()).toEqual([]);
  });

  it("counts one person once, however often they search", async () => {
    const { token } = await buildSession(harness.database.db, { now: clock.now() });
    for (let time = 0; time < 10; time += 1) await submit("Orrin", { token });
    for (let time = 0; time < 10; time += 1) await submit("Orrin", { ip: "192.0.2.7" });
    const [counted] = await harness.database.db
      .select({ count: searchCounts.count })
      .from(searchCounts)
      .where(eq(searchCounts.query, "orrin"));
    expect(counted?.count).toBe(2);
    expect(await queries()).not.toContain("orrin");
  });

  it(`shows a text once ${threshold} different people searched it, with how many did`, async () => {
    // Two people searched "orrin" so far; written differently, it is the same text.
    await searchedBy("orrin!", threshold - 3);
    expect(await queries()).not.toContain("orrin");
    await searchedBy("Seafarer", threshold + 1);
    await searchedBy("  Orrin ", 1);
    expect(await popular()).toEqual([
      { query: "seafarer", count: threshold + 1 },
      { query: "orrin", count: threshold },
    ]);
  });

  it("never counts a search that found nothing, so typos stay out", async () => {
    await searchedBy("nothing matches this", threshold + 2);
    const rows = await harness.database.db
      .select()
      .from(searchCounts)
      .where(eq(searchCounts.query, "nothing matches this"));
    expect(rows).toEqual([]);
    expect(await queries()).not.toContain("nothing matches this");
  });

  it("never shows a text the moderation list flags, though it found a bot", async () => {
    await searchedBy("shit", threshold + 5);
    expect(await queries()).not.toContain("shit");
    expect((await reviewList()).find((entry) => entry.query === "shit")).toMatchObject({
      searchers: threshold + 5,
      flagged: true,
      shown: false,
    });
  });

  it("offers only texts that still find a listed bot", async () => {
    await searchedBy("vellichor", threshold);
    expect(await queries()).toContain("vellichor");
    await harness.database.db
      .update(bots)
      .set({ visibility: "private" })
      .where(eq(bots.id, Number(fading)));
    expect(await queries()).not.toContain("vellichor");
  });
});

describe("reviewers and popular searches", () => {
  it("a reviewer hides a text from everyone and can show it again", async () => {
    const hidden = await hide("seafarer", true);
    expect(hidden.result).toMatchObject({ query: "seafarer", hidden: true, shown: false });
    expect(await queries()).toEqual(["orrin"]);
    expect((await reviewList()).find((entry) => entry.query === "seafarer")).toMatchObject({ hidden: true });
    // New searchers do not bring it back.
    await searchedBy("seafarer", 2);
    expect(await queries()).toEqual(["orrin"]);

    const shown = await hide("seafarer", false);
    expect(shown.result).toMatchObject({ hidden: false, shown: true });
    expect(await queries()).toEqual(["seafarer", "orrin"]);
  });

  it("only reviewers may list or hide, and only texts someone searched", async () => {
    const { token } = await buildSession(harness.database.db, { now: clock.now() });
    const denied = await hide("orrin", true, token);
    expect(denied).toMatchObject({ code: ResponseCode.FORBIDDEN, message: CharacterMessages.reviewerOnly });
    const list = await call(harness.app, "GET", "/api/admin/review/popularSearches", { token });
    expect(list.code).toBe(ResponseCode.FORBIDDEN);
    expect((await call(harness.app, "GET", "/api/admin/review/popularSearches")).code).toBe(
      ResponseCode.NEED_LOGIN,
    );
    expect(await queries()).toContain("orrin");

    const unknown = await hide("never searched", true);
    expect(unknown).toMatchObject({ status: 404, message: SearchMessages.popularSearchUnknown });
    const tooLong = await hide("x".repeat(SEARCH_LIMITS.textMax + 1), true);
    expect(tooLong).toMatchObject({ status: 400, message: `body.query: ${SearchMessages.textTooLong}` });
  });
});
