import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { botsOfSomeCategory } from "../../../test/catalogue.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";
import type { ServiceContext } from "../../context.ts";
import { users } from "../users/users.schema.ts";
import { forgetHomeContent } from "./home.service.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

async function getHome() {
  const response = await harness.app.inject({ method: "GET", url: "/api/homePage/getContent" });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.code).toBe(0);
  return body.result;
}

describe("GET /api/homePage/getContent", () => {
  it("lists the hand-picked seeded characters as complete bot cards", async () => {
    const home = await getHome();
    expect(home.handPickBots.length).toBeGreaterThanOrEqual(16);
    for (const card of home.handPickBots) {
      expect(card.botId).toMatch(/^\d+$/);
      expect(card.botName.length).toBeGreaterThanOrEqual(3);
      expect(card.botDesc.length).toBeGreaterThan(10);
      expect(card.greeting.length).toBeGreaterThanOrEqual(3);
      expect(card.avatar).toMatch(/^\/uploads\/seed\/bot-[a-z0-9-]+\.webp$/);
      expect(card.isStoryBot).toBe(false);
      expect(card.tags.length).toBeGreaterThan(0);
    }
  });

  it("lists the eight creators and the twelve story bots", async () => {
    const home = await getHome();
    expect(home.handPickCreators).toHaveLength(8);
    expect(new Set(home.handPickCreators.map((creator: { userId: string }) => creator.userId)).size).toBe(8);
    expect(home.storyBots).toHaveLength(12);
    for (const novel of home.storyBots) expect(novel.introduce.length).toBeGreaterThan(0);
  });

  it("includes the seeded activity with its characters tagged", async () => {
    const home = await getHome();
    expect(home.activities).toHaveLength(1);
    const [activity] = home.activities;
    expect(activity.botCount).toBe(activity.activityBots.length);
    expect(activity.botCount).toBeGreaterThanOrEqual(5);
    for (const bot of activity.activityBots) expect(bot.activityTag).toEqual({ tagName: activity.tagName });
  });

  it("has no trending lists before anyone has chatted", async () => {
    const home = await getHome();
    expect(home.dayTrendingBots).toEqual([]);
    expect(home.weekTrendingBots).toEqual([]);
    expect(home.monthTrendingBots).toEqual([]);
  });

  it("marks bots new for a week after creation, using the context clock", async () => {
    const later = await createTestApp({ clock: { now: () => new Date(Date.now() + 8 * 24 * 3600 * 1000) } });
    try {
      const response = await later.app.inject({ method: "GET", url: "/api/homePage/getContent" });
      const cards = response.json().result.handPickBots as { isNew: boolean }[];
      expect(cards.every((card) => !card.isNew)).toBe(true);
    } finally {
      await later.close();
    }
    const now = await getHome();
    expect(now.handPickBots.every((card: { isNew: boolean }) => card.isNew)).toBe(true);
  });

  it("serves the generated avatars as webp images", async () => {
    const home = await getHome();
    const response = await harness.app.inject({ method: "GET", url: home.handPickBots[0].avatar });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
  });
});

describe("GET /api/homePage/getActivityDetail", () => {
  it("answers one activity as the home page shows it, and a clear message for an unknown one", async () => {
    const [activity] = (await getHome()).activities;
    const detail = await call(
      harness.app,
      "GET",
      `/api/homePage/getActivityDetail?activityId=${activity.id}`,
    );
    expect(detail.result).toEqual(activity);
    const unknown = await call(harness.app, "GET", "/api/homePage/getActivityDetail?activityId=999999");
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe("This activity does not exist");
    const bad = await call(harness.app, "GET", "/api/homePage/getActivityDetail?activityId=abc");
    expect(bad.status).toBe(400);
    expect(bad.message).toContain("activityId must be a number");
  });
});

describe("GET /api/recommend/bot_recommend", () => {
  it("gives visitors the hand-picked list and readers bots like the ones they liked", async () => {
    const home = await getHome();
    const visitor = await call(harness.app, "GET", "/api/recommend/bot_recommend");
    expect(visitor.result).toEqual(home.handPickBots);

    const inCategory = await botsOfSomeCategory(harness.app);
    const reader = await buildSession(harness.database.db);
    await call(harness.app, "GET", `/api/v1/chat/like?botId=${inCategory[0]!.id}`, { token: reader.token });
    const byLikes = (
      await call(harness.app, "GET", "/api/recommend/bot_recommend?likeType=1", { token: reader.token })
    ).result.map((card: { botId: string }) => card.botId);
    expect(byLikes).not.toContain(inCategory[0]!.id);
    for (const bot of inCategory.slice(1, 30)) expect(byLikes).toContain(bot.id);
    // With no chats to go on, the chat-based list is the hand-picked one.
    const byChats = (
      await call(harness.app, "GET", "/api/recommend/bot_recommend", { token: reader.token })
    ).result.map((card: { botId: string }) => card.botId);
    expect(byChats).toEqual(home.handPickBots.map((card: { botId: string }) => card.botId));
  });
});

describe("creators and the viewer's follows", () => {
  it("says which creators take followers", async () => {
    const creators = (await getHome()).handPickCreators as { userId: string; allowFollow: boolean }[];
    expect(creators.every((creator) => creator.allowFollow)).toBe(true);
    const closed = Number(creators[1]!.userId);
    await harness.database.db.update(users).set({ allowFollow: false }).where(eq(users.id, closed));
    forgetHomeContent({ db: harness.database.db } as ServiceContext);
    const after = (await getHome()).handPickCreators as { userId: string; allowFollow: boolean }[];
    expect(after.filter((creator) => !creator.allowFollow).map((creator) => creator.userId)).toEqual([
      String(closed),
    ]);
    await harness.database.db.update(users).set({ allowFollow: true }).where(eq(users.id, closed));
    forgetHomeContent({ db: harness.database.db } as ServiceContext);
  });

  it("marks the creators a reader follows, and recommends only the others", async () => {
    const creators = (await getHome()).handPickCreators as { userId: string; followed: boolean }[];
    expect(creators.every((creator) => !creator.followed)).toBe(true);
    const reader = await buildSession(harness.database.db);
    const followed = creators[0]!.userId;
    const follow = await call(harness.app, "POST", "/api/userFollow/follow", {
      body: { followUserId: followed },
      token: reader.token,
    });
    expect(follow.code).toBe(0);

    const home = (await call(harness.app, "GET", "/api/homePage/getContent", { token: reader.token })).result;
    const flags = Object.fromEntries(
      home.handPickCreators.map((creator: { userId: string; followed: boolean }) => [
        creator.userId,
        creator.followed,
      ]),
    );
    expect(flags[followed]).toBe(true);
    expect(Object.values(flags).filter(Boolean)).toHaveLength(1);

    const recommended = (
      await call(harness.app, "GET", "/api/leaderboard/recommendedCreator", { token: reader.token })
    ).result.map((creator: { userId: string }) => creator.userId);
    expect(recommended).toEqual(creators.slice(1).map((creator) => creator.userId));
    const forVisitors = await call(harness.app, "GET", "/api/leaderboard/recommendedCreator");
    expect(forVisitors.result.map((creator: { userId: string }) => creator.userId)).toEqual(
      creators.map((creator) => creator.userId),
    );
  });
});
