import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { createTestApp } from "../../../test/harness.ts";
import { insertBots } from "../../../test/search-bots.ts";
import { FULLY_RANKED_MATCHES, RANKED_POPULAR_MATCHES } from "./search.service.ts";

// A text matching more bots than are fully ranked: the most chatted of them are ranked, and a bot
// named exactly as searched is never lost among them, however few chats it has.
let harness: Awaited<ReturnType<typeof createTestApp>>;
let exactId: string;
let rareId: string;
const matching = FULLY_RANKED_MATCHES + 50;

beforeAll(async () => {
  harness = await createTestApp();
  const many = Array.from({ length: matching }, (_, index) => ({
    name: `Lantern Keeper ${index}`,
    intro: "Keeps the light.",
    chats: index,
  }));
  await insertBots(harness.database.db, ...many);
  [exactId, rareId] = await insertBots(
    harness.database.db,
    { name: "Lantern", intro: "Just a lantern.", chats: 0 },
    { name: "Quillon Brightwater", intro: "A lantern seller.", chats: 0 },
  );
}, 60_000);
afterAll(() => harness.close());

async function search(name: string, page = 1) {
  const response = await call(harness.app, "POST", "/api/ai/roleInfo/queryBotByNameV2", {
    body: { name, page, limit: 20 },
  });
  expect(response.code).toBe(0);
  return response.result;
}

describe("searching a text that matches thousands of bots", () => {
  it("ranks the most chatted matches and the exact name, and says there are more", async () => {
    const page = await search("lantern");
    expect(page.moreMatches).toBe(true);
    expect(page.total).toBe(RANKED_POPULAR_MATCHES + 1);
    expect(page.list[0].id).toBe(exactId);
    // Then names starting with the text, most chatted first.
    expect(page.list.slice(1, 4).map((bot: { botName: string }) => bot.botName)).toEqual([
      `Lantern Keeper ${matching - 1}`,
      `Lantern Keeper ${matching - 2}`,
      `Lantern Keeper ${matching - 3}`,
    ]);
    // The unchatted bot that only mentions the word is not among the ranked ones.
    const last = await search("lantern", Math.ceil(page.total / 20));
    expect(last.list.map((bot: { id: string }) => bot.id)).not.toContain(rareId);
  });

  it("ranks every match of a rarer text", async () => {
    const page = await search("lantern seller");
    expect(page).toMatchObject({ moreMatches: false, total: 1 });
    expect(page.list[0].id).toBe(rareId);
  });
});
