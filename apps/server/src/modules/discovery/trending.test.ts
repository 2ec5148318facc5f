import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { botsOfSomeCategory } from "../../../test/catalogue.ts";
import { buildBot, buildSession } from "../../../test/factories/index.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";
import { backgroundContext } from "../../context.ts";
import { bots } from "../bots/bots.schema.ts";
import { rollUpActivity, rollUpActivityAndRefreshHome, SETTLE_MS } from "./activity-rollup.ts";
import { botActivityDaily, userActivityDaily } from "./discovery.schema.ts";

const DAY = 24 * 3600 * 1000;
const clock = movableClock(new Date("2026-11-24T12:00:00Z"));
let harness: Awaited<ReturnType<typeof createTestApp>>;
let seeded: { id: string; name: string }[];
beforeAll(async () => {
  harness = await createTestApp({ clock, env: { QUOTAS: "off" } });
  const page = await call(harness.app, "POST", "/api/ai/roleInfo/queryBotInfo", { body: { limit: 20 } });
  seeded = page.result.list;
});
afterAll(() => harness.close());

const job = () => rollUpActivityAndRefreshHome(backgroundContext({ ...harness, clock }));
const home = async (token: string | null = null) =>
  (await call(harness.app, "GET", "/api/homePage/getContent", { token })).result;
const ids = (cards: { botId: string }[]) => cards.map((card) => card.botId);

async function chat(token: string, botId: string, messages: number) {
  const entered = await call(harness.app, "POST", "/api/v1/chat/enterDialogueV2", { body: { botId }, token });
  const dialogueId = entered.result.dialogueId;
  for (let i = 0; i < messages; i += 1) {
    const sent = await call(harness.app, "POST", "/api/v1/chat/chat", {
      body: { botId, dialogueId, content: `Hello number ${i}` },
      token,
    });
    expect(sent.code).toBe(0);
  }
}

describe("activity roll-up and trending", () => {
  it("counts chats and messages once they settle, exactly once, into day/week/month trends", async () => {
    const [first, second] = seeded;
    const ann = await buildSession(harness.database.db, { now: clock.now() });
    const bob = await buildSession(harness.database.db, { now: clock.now() });
    await chat(ann.token, first!.id, 2);
    await chat(bob.token, first!.id, 1);
    await chat(bob.token, second!.id, 1);

    // Nothing has settled yet: rows younger than SETTLE_MS wait for the next run.
    expect(await job()).toBe(0);
    clock.advance(SETTLE_MS);
    expect(await job()).toBeGreaterThan(0);
    expect(await job()).toBe(0);

    const now = await home();
    expect(ids(now.dayTrendingBots)).toEqual([first!.id, second!.id]);
    expect(ids(now.weekTrendingBots)).toEqual([first!.id, second!.id]);
    expect(now.dayTrendingBots[0].messageCount).toBe(3);

    const [row] = await harness.database.db
      .select({ chats: bots.chats, messages: bots.messages })
      .from(bots)
      .where(eq(bots.id, Number(first!.id)));
    expect(row).toEqual({ chats: 2, messages: 3 });
    const daily = await harness.database.db
      .select()
      .from(botActivityDaily)
      .where(eq(botActivityDaily.botId, Number(first!.id)));
    expect(daily).toEqual([{ botId: Number(first!.id), day: "2026-11-24", chats: 2, messages: 3 }]);
    const bobs = await harness.database.db
      .select({ chats: userActivityDaily.chats, messages: userActivityDaily.messages })
      .from(userActivityDaily)
      .where(eq(userActivityDaily.userId, Number(bob.user.id)));
    expect(bobs).toEqual([{ chats: 2, messages: 2 }]);
  });

  it("lets trends fall out of their windows as the days pass", async () => {
    clock.advance(2 * DAY);
    let now = await home();
    expect(now.dayTrendingBots).toEqual([]);
    expect(now.weekTrendingBots.length).toBe(2);
    clock.advance(7 * DAY);
    now = await home();
    expect(now.weekTrendingBots).toEqual([]);
    expect(now.monthTrendingBots.length).toBe(2);
    clock.advance(30 * DAY);
    expect((await home()).monthTrendingBots).toEqual([]);
  });

  it("drops a bot from the home page as soon as its creator makes it private", async () => {
    const creator = await buildSession(harness.database.db, { now: clock.now() });
    const { botId } = await buildBot(harness.database.db, {
      creatorId: creator.row.id,
      name: "Quill Ashdown",
      greeting: "Ink dries fast here.",
      intro: "A scribe.",
      createdAt: clock.now(),
    });
    const reader = await buildSession(harness.database.db, { now: clock.now() });
    await chat(reader.token, botId, 1);
    clock.advance(SETTLE_MS);
    await job();
    expect(ids((await home()).dayTrendingBots)).toContain(botId);

    await call(harness.app, "POST", "/api/ai/roleInfo/updateBotVisibility", {
      body: { botId, visibility: "private" },
      token: creator.token,
    });
    expect(ids((await home()).dayTrendingBots)).not.toContain(botId);
  });

  it("resumes where it stopped: a second run over the same rows adds nothing", async () => {
    const ctx = backgroundContext({ ...harness, clock });
    const reader = await buildSession(harness.database.db, { now: clock.now() });
    await chat(reader.token, seeded[2]!.id, 2);
    clock.advance(SETTLE_MS);
    const [before] = await harness.database.db
      .select({ messages: bots.messages })
      .from(bots)
      .where(eq(bots.id, Number(seeded[2]!.id)));
    await rollUpActivity(ctx);
    await rollUpActivity(ctx);
    const [after] = await harness.database.db
      .select({ messages: bots.messages })
      .from(bots)
      .where(eq(bots.id, Number(seeded[2]!.id)));
    expect(after!.messages - before!.messages).toBe(2);
  });
});

describe("For You", () => {
  it("offers a reader characters from the categories they chat with, not ones they already chat with", async () => {
    const inCategory = await botsOfSomeCategory(harness.app);
    const reader = await buildSession(harness.database.db, { now: clock.now() });
    await chat(reader.token, inCategory[0]!.id, 1);

    const mine = await home(reader.token);
    const offered = ids(mine.handPickBots);
    expect(offered).not.toContain(inCategory[0]!.id);
    const sameCategory = inCategory.slice(1).map((bot) => bot.id);
    for (const id of sameCategory.slice(0, 29)) expect(offered).toContain(id);

    // A visitor, like a reader who has not chatted yet, gets the hand-picked list.
    const visitor = ids((await home(null)).handPickBots);
    const fresh = await buildSession(harness.database.db, { now: clock.now() });
    expect(ids((await home(fresh.token)).handPickBots)).toEqual(visitor);
    expect(offered).not.toEqual(visitor);
  });
});
