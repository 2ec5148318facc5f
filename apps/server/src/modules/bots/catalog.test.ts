import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBot } from "../../../test/factories/index.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";
import { users } from "../users/users.schema.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
const clock = movableClock();
beforeAll(async () => {
  harness = await createTestApp({ clock });
});
afterAll(() => harness.close());

async function call(method: "GET" | "POST", url: string, payload?: object) {
  const response = await harness.app.inject({ method, url, ...(payload ? { payload } : {}) });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.code).toBe(0);
  return body.result;
}

describe("catalogue browsing", () => {
  it("lists the seeded categories in order with Chinese names", async () => {
    const categories = await call("GET", "/api/ai/roleInfo/getBotCategory");
    expect(categories.length).toBeGreaterThanOrEqual(10);
    const names = categories.map((category: { name: string }) => category.name);
    expect(names).toEqual(expect.arrayContaining(["Anime", "Fantasy", "Romance", "Helpers"]));
    for (const category of categories) expect(category.nameZh.length).toBeGreaterThan(0);
  });

  it("offers three sort orders", async () => {
    const options = await call("GET", "/api/ai/roleInfo/bot-sort-type");
    expect(options.map((option: { v: string }) => option.v)).toEqual(["popular", "newest", "mostLiked"]);
  });

  it("pages through all public characters without repeats", async () => {
    const first = await call("POST", "/api/ai/roleInfo/queryBotInfo", { page: 1, limit: 20 });
    expect(first.total).toBeGreaterThanOrEqual(40);
    expect(first.list).toHaveLength(20);
    const seen = new Set<string>();
    for (let page = 1; (page - 1) * 20 < first.total; page += 1) {
      const result = await call("POST", "/api/ai/roleInfo/queryBotInfo", { page, limit: 20 });
      for (const bot of result.list) seen.add(bot.id);
    }
    expect(seen.size).toBe(first.total);
  });

  it("filters by category, returning only bots of that category", async () => {
    const categories = await call("GET", "/api/ai/roleInfo/getBotCategory");
    const fantasy = categories.find((category: { name: string }) => category.name === "Fantasy");
    const all = await call("POST", "/api/ai/roleInfo/queryBotInfo", { limit: 50 });
    const filtered = await call("POST", "/api/ai/roleInfo/queryBotInfo", {
      categoryId: fantasy.id,
      limit: 50,
    });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
  });

  it("lists the story bots under type 2 with their titles", async () => {
    const stories = await call("POST", "/api/ai/roleInfo/queryBotInfo", { type: 2 });
    expect(stories.total).toBe(12);
    for (const story of stories.list) {
      expect(story.botType).toBe(2);
      expect(story.botCanStory).toBe(true);
      expect(story.storyName.length).toBeGreaterThan(0);
    }
  });

  it("answers an empty page past the end", async () => {
    const result = await call("POST", "/api/ai/roleInfo/queryBotInfo", { page: 1000 });
    expect(result.list).toEqual([]);
  });
});

describe("what lists show", () => {
  it("hides private, unlisted and in-review bots from the category list", async () => {
    const before = await call("POST", "/api/ai/roleInfo/queryBotInfo", { limit: 50 });
    const [creator] = await harness.database.db.select({ id: users.id }).from(users).limit(1);
    const hidden = [
      { visibility: "private", reviewStatus: "approved" },
      { visibility: "unlisted", reviewStatus: "approved" },
      { visibility: "public", reviewStatus: "pending" },
      { visibility: "public", reviewStatus: "rejected" },
    ];
    for (const [index, state] of hidden.entries()) {
      await buildBot(harness.database.db, {
        creatorId: creator!.id,
        name: `Hidden ${index}`,
        chats: 1_000_000,
        ...state,
      });
    }
    // Past the time a category list's order is kept, so the list is read afresh.
    clock.advance(60_000);
    const after = await call("POST", "/api/ai/roleInfo/queryBotInfo", { limit: 50 });
    expect(after.total).toBe(before.total);
    expect(after.list.some((bot: { botName: string }) => bot.botName.startsWith("Hidden"))).toBe(false);
  });
});
