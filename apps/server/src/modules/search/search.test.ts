import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";
import { insertBots } from "../../../test/search-bots.ts";
import { searchCounts } from "./search.schema.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
const ids: Record<string, string> = {};
let hidden: string[];

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  [ids.exact, ids.prefix, ids.mention, ids.tagged, ids.alias, ids.dragon, ids.story] = await insertBots(
    db,
    { name: "Sherlock", intro: "A consulting detective.", chats: 1 },
    { name: "Sherlock Holmes", intro: "The great detective of London.", chats: 50 },
    {
      name: "Walking Tour",
      intro: "A stroll past the rooms of Sherlock Holmes, violin included.",
      chats: 900,
    },
    { name: "Mira Vance", intro: "Rain on neon.", tags: ["Gumshoe", "Jazzage"], chats: 7 },
    { name: "Kit", characterName: "Katherine Moonwhistle", intro: "A tinkerer.", chats: 3 },
    { name: "龙骑士", intro: "来自北方的骑士，守护着雪山。", tags: ["奇幻"], chats: 4 },
    { name: "Harbour Mystery", intro: "A gumshoe story.", botType: 2, chats: 2 },
  );
  // Bots only their creator may see: none of them is ever a search result.
  hidden = await insertBots(
    db,
    { name: "Sherlock Private", visibility: "private", chats: 10_000 },
    { name: "Sherlock Unlisted", visibility: "unlisted", chats: 10_000 },
    { name: "Sherlock Pending", reviewStatus: "pending", chats: 10_000 },
    { name: "Sherlock Rejected", reviewStatus: "rejected", chats: 10_000 },
  );
});
afterAll(() => harness.close());

async function search(body: object, token?: string) {
  const response = await call(harness.app, "POST", "/api/ai/roleInfo/queryBotByNameV2", { body, token });
  expect(response.status).toBe(200);
  expect(response.code).toBe(0);
  return response.result;
}
const idsOf = (page: { list: { id: string }[] }) => page.list.map((bot) => bot.id);

describe("POST /ai/roleInfo/queryBotByNameV2 ranking", () => {
  it("puts the exact name first, then names starting with the text, then other matches", async () => {
    const page = await search({ name: "Sherlock" });
    expect(page.query).toBe("sherlock");
    expect(idsOf(page)).toEqual([ids.exact, ids.prefix, ids.mention]);
    expect(page.total).toBe(3);
    expect(page.list[0]).toMatchObject({
      id: ids.exact,
      botName: "Sherlock",
      characterName: "Sherlock",
      introduce: "A consulting detective.",
      botChats: 1,
      botType: 1,
      botCanStory: false,
    });
  });

  it("normalises the text before matching: case, punctuation and spaces do not matter", async () => {
    const page = await search({ name: "  SHERLOCK!!…holmes?  " });
    expect(page.query).toBe("sherlock holmes");
    expect(idsOf(page)[0]).toBe(ids.prefix);
    expect(idsOf(page)).toContain(ids.mention);
  });

  it("tolerates typos in names; a word of an intro is found only as typed", async () => {
    for (const typo of ["sherlok", "sherlcok"]) {
      const page = await search({ name: typo });
      expect(idsOf(page), typo).toEqual([ids.prefix, ids.exact]);
    }
    expect(idsOf(await search({ name: "sherlock" }))).toContain(ids.mention);
  });

  it("takes the last word as the start of a word, as while typing", async () => {
    expect(idsOf(await search({ name: "sherloc" }))).toEqual([ids.prefix, ids.exact, ids.mention]);
    expect(idsOf(await search({ name: "sherlock hol" }))).toEqual([ids.prefix, ids.mention]);
  });

  it("matches every word of a longer text, each with its typos", async () => {
    expect(idsOf(await search({ name: "sherlok holmse" }))).toEqual([ids.prefix]);
    // A text half of whose words fit is no match: "Sherlock" alone has no "watson".
    expect(idsOf(await search({ name: "sherlock watson" }))).toEqual([]);
  });

  it("breaks ties of equally good matches by chats", async () => {
    // Neither name is "sherlok", both match it equally well: the more chatted bot comes first.
    const page = await search({ name: "sherlok" });
    const order = idsOf(page);
    expect(order.indexOf(ids.mention!)).toBeLessThan(order.indexOf(ids.prefix!));
    expect(order.indexOf(ids.prefix!)).toBeLessThan(order.indexOf(ids.exact!));
  });

  it("finds bots by a word of their intro, their tags or their character name", async () => {
    expect(idsOf(await search({ name: "violin" }))).toEqual([ids.mention]);
    expect(idsOf(await search({ name: "jazzage" }))).toEqual([ids.tagged]);
    // Words far apart (a tag and the intro) are found by full text.
    expect(idsOf(await search({ name: "neon jazzage" }))).toEqual([ids.tagged]);
    const byCharacter = await search({ name: "katherine moonwhistle" });
    expect(idsOf(byCharacter)).toEqual([ids.alias]);
    expect(byCharacter.list[0].botName).toBe("Kit");
  });

  it("searches story bots too and says which kind each result is", async () => {
    const page = await search({ name: "gumshoe" });
    expect(idsOf(page)).toEqual([ids.tagged, ids.story]);
    expect(page.list[1]).toMatchObject({ botType: 2, botCanStory: true });
  });

  it("finds Chinese names and text inside Chinese words", async () => {
    expect(idsOf(await search({ name: "龙骑士" }))).toEqual([ids.dragon]);
    expect(idsOf(await search({ name: "「龙骑士」！" }))).toEqual([ids.dragon]);
    expect(idsOf(await search({ name: "北方的骑士" }))).toEqual([ids.dragon]);
    expect(idsOf(await search({ name: "奇幻" }))).toEqual([ids.dragon]);
  });

  it("never finds private, unlisted, pending or rejected bots", async () => {
    // Their names start with "Sherlock" and they have the most chats, yet only the 3 listed ones show.
    expect((await search({ name: "sherlock", limit: 50 })).total).toBe(3);
    for (const name of ["sherlock private", "Sherlock Unlisted", "sherlock pending", "sherlock rejected"]) {
      const found = idsOf(await search({ name, limit: 50 }));
      for (const id of hidden) expect(found, name).not.toContain(id);
    }
  });

  it("finds nothing for a text unlike any bot", async () => {
    expect(await search({ name: "xqzvw" })).toEqual({
      query: "xqzvw",
      list: [],
      page: 1,
      limit: 20,
      total: 0,
      moreMatches: false,
    });
  });
});

describe("POST /ai/roleInfo/queryBotByNameV2 paging and input", () => {
  it("pages through the ranked results and keeps the total past the end", async () => {
    const second = await search({ name: "sherlock", page: 2, limit: 1 });
    expect(idsOf(second)).toEqual([ids.prefix]);
    expect(second).toMatchObject({ page: 2, limit: 1, total: 3 });
    const past = await search({ name: "sherlock", page: 9, limit: 1 });
    expect(past).toMatchObject({ list: [], page: 9, total: 3 });
  });

  it("answers an empty result, not an error, when nothing is left after normalising", async () => {
    const before = await harness.database.db.select().from(searchCounts);
    for (const name of ["", "   ", "?!… ,,, ---", "　"]) {
      expect(await search({ name, isNeedSaveSearchRecord: true })).toEqual({
        query: "",
        list: [],
        page: 1,
        limit: 20,
        total: 0,
        moreMatches: false,
      });
    }
    // Nothing to count either.
    expect(await harness.database.db.select().from(searchCounts)).toEqual(before);
  });

  it("rejects bad input with a message naming the field", async () => {
    const cases: [object, string][] = [
      [{}, "body.name"],
      [{ name: "x".repeat(101) }, "Search text must be at most 100 characters"],
      [{ name: "sherlock", limit: 51 }, "body.limit"],
      [{ name: "sherlock", limit: 0 }, "body.limit"],
      [{ name: "sherlock", page: 0 }, "body.page"],
      [{ name: "sherlock", page: 2_147_483_648 }, "body.page"],
      [{ name: 42 }, "body.name"],
    ];
    for (const [body, message] of cases) {
      const response = await call(harness.app, "POST", "/api/ai/roleInfo/queryBotByNameV2", { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.code).toBe(400);
      expect(response.message).toContain(message);
    }
  });

  it("answers signed-in users the same results", async () => {
    const { token } = await buildSession(harness.database.db);
    expect(idsOf(await search({ name: "sherlock" }, token))).toEqual([ids.exact, ids.prefix, ids.mention]);
  });
});
