import { readFileSync } from "node:fs";
import path from "node:path";
import { CharacterMessages, ResponseCode } from "@fable/contract";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Envelope } from "../../../test/accounts.ts";
import { buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { CARD_FIXTURES, fixturesPresent } from "../../../test/fixtures.ts";
import { createTestApp } from "../../../test/harness.ts";
import { multipartFile } from "../../../test/multipart.ts";
import { bots } from "./bots.schema.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestAccount;
let stranger: TestAccount;
beforeAll(async () => {
  harness = await createTestApp();
  [owner, stranger] = [await buildSession(harness.database.db), await buildSession(harness.database.db)];
});
afterAll(() => harness.close());

const post = (url: string, body: object, token: string | null = owner.token) =>
  call(harness.app, "POST", `/api${url}`, { body, token });
const get = (url: string, token: string | null = owner.token) =>
  call(harness.app, "GET", `/api${url}`, { token });
const botCount = async () => (await harness.database.db.select({ n: count() }).from(bots))[0]!.n;

async function importFixture(name: string) {
  const body = multipartFile("file", name, new Uint8Array(readFileSync(path.join(CARD_FIXTURES, name))));
  const response = await harness.app.inject({
    method: "POST",
    url: "/api/ai/roleInfo/importCard",
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${owner.token}` },
  });
  return response.json() as Envelope;
}

const quick = { name: "Wren Hollow", greeting: "Oh! You found my lantern shop." };

describe("create (addBotV2) with REVIEW_MODE=auto", () => {
  it("quick create makes a public, approved bot that others can open", async () => {
    const created = await post("/ai/roleInfo/addBotV2", { ...quick, intro: "  Keeper of lanterns.  " });
    expect(created.code).toBe(0);
    expect(created.result).toMatchObject({
      botName: "Wren Hollow",
      visibility: "public",
      reviewStatus: "approved",
    });
    const seen = await get(`/ai/roleInfo/getBotInfo?botId=${created.result.botId}`, stranger.token);
    expect(seen.result).toMatchObject({ intro: "Keeper of lanterns.", isOwner: false, definition: null });
  });

  it("advanced create stores every field, categories and lore, and hands them back for editing", async () => {
    const categories = (await get("/ai/roleInfo/getAddBotCategory")).result as { id: number }[];
    const created = await post("/ai/roleInfo/addBotV2", {
      ...quick,
      prompt: "Speak softly.",
      scenario: "A shop at the end of a foggy pier.",
      personality: "curious, kind",
      description: "Wren repairs lanterns.",
      exampleDialogue: "<START>\n{{user}}: Hi\n{{char}}: Welcome!",
      systemPrompt: "You are {{char}}.",
      postHistoryInstructions: "Stay gentle.",
      creatorNotes: "Best with slow chats.",
      supplementalInfo: "The pier is haunted.",
      dialogueStyle: "short sentences",
      mantra: "Every light matters.",
      alternateGreetings: ["Back again?", "The fog is thick tonight."],
      tags: ["cozy", "mystery"],
      gender: "female",
      age: 27,
      voice: "en-gb+f2",
      speechRate: "slow",
      imageStyle: "illustration",
      hideImageDescription: true,
      visibility: "unlisted",
      definitionVisible: true,
      categoryIds: [categories[1]!.id, categories[0]!.id],
      lore: [
        {
          keywords: "pier; fog",
          secondaryKeys: "night",
          content: "The pier vanishes at night.",
          constant: true,
        },
        { keywords: "lantern", content: "Lanterns hold memories.", enabled: false },
      ],
    });
    expect(created.code).toBe(0);
    const edit = await get(`/ai/roleInfo/getBotEditInfo?botId=${created.result.botId}`);
    expect(edit.result).toMatchObject({
      name: "Wren Hollow",
      mantra: "Every light matters.",
      voice: "en-gb+f2",
      speechRate: "slow",
      imageStyle: "illustration",
      hideImageDescription: true,
      gender: "female",
      age: 27,
      visibility: "unlisted",
      categoryIds: [categories[1]!.id, categories[0]!.id],
      alternateGreetings: ["Back again?", "The fog is thick tonight."],
      reviewStatus: "approved",
    });
    expect(edit.result.lore).toMatchObject([
      { keywords: "pier; fog", secondaryKeys: "night", constant: true, enabled: true },
      { keywords: "lantern", enabled: false, constant: false },
    ]);
    // Unlisted: opens by link, but never in lists.
    const listed = await post("/ai/roleInfo/queryBotInfo", { limit: 50, sortType: 2 }, null);
    expect(listed.result.list.map((bot: { id: string }) => String(bot.id))).not.toContain(
      created.result.botId,
    );
    const byLink = await get(`/ai/roleInfo/getBotInfo?botId=${created.result.botId}`, null);
    expect(byLink.result.definition).toMatchObject({ loreCount: 2, description: "Wren repairs lanterns." });
  });

  it.each([
    [{ name: "ab" }, CharacterMessages.nameRule],
    [{ name: "Amanda || Blunt" }, CharacterMessages.nameRule],
    [{ greeting: "Hi" }, CharacterMessages.greetingLength],
    [{ greeting: "x".repeat(501) }, CharacterMessages.greetingLength],
    [{ prompt: "p".repeat(1001) }, CharacterMessages.promptLength],
    [{ age: 2147483648 }, CharacterMessages.numberTooLarge],
    [{ lore: [{ keywords: " ; ", content: "x" }] }, CharacterMessages.loreKeywords],
    [{ voice: "robot-9000" }, "voice: choose one of the offered voices"],
    [{ categoryIds: [987654] }, "categoryIds: choose categories from the list"],
    [{ avatar: "https://elsewhere.example/face.png" }, CharacterMessages.avatarNotUploaded],
    [{ avatar: "/uploads/avatars/../../secret.webp" }, CharacterMessages.avatarNotUploaded],
  ])("refuses %j with a clear message and stores nothing", async (change, message) => {
    const before = await botCount();
    const response = await post("/ai/roleInfo/addBotV2", { ...quick, ...change });
    expect(response.status).toBe(400);
    expect(response.code).toBe(ResponseCode.INVALID_INPUT);
    expect(response.message).toContain(message);
    expect(await botCount()).toBe(before);
  });

  it("needs a signed-in user", async () => {
    const response = await post("/ai/roleInfo/addBotV2", quick, null);
    expect(response.code).toBe(ResponseCode.NEED_LOGIN);
  });
});

describe("edit (modifyBotInfoV2), visibility and personality", () => {
  it("changes only the fields named and never someone else's bot", async () => {
    const created = await post("/ai/roleInfo/addBotV2", {
      ...quick,
      intro: "Original intro",
      mantra: "Keep it lit.",
    });
    const botId = created.result.botId;
    const changed = await post("/ai/roleInfo/modifyBotInfoV2", {
      botId,
      greeting: "Welcome back, traveller.",
    });
    expect(changed.code).toBe(0);
    const edit = await get(`/ai/roleInfo/getBotEditInfo?botId=${botId}`);
    expect(edit.result).toMatchObject({
      greeting: "Welcome back, traveller.",
      intro: "Original intro",
      mantra: "Keep it lit.",
    });

    const foreign = await post(
      "/ai/roleInfo/modifyBotInfoV2",
      { botId, greeting: "Hijacked!" },
      stranger.token,
    );
    expect(foreign.status).toBe(404);
    expect((await get(`/ai/roleInfo/getBotEditInfo?botId=${botId}`, stranger.token)).status).toBe(404);
    expect((await get(`/ai/roleInfo/getBotEditInfo?botId=${botId}`)).result.greeting).toBe(
      "Welcome back, traveller.",
    );

    const personality = await post("/ai/roleInfo/updateBotPersonality", {
      botId,
      personality: "  wry, patient ",
    });
    expect(personality.code).toBe(0);
    expect((await get(`/ai/roleInfo/getBotEditInfo?botId=${botId}`)).result.personality).toBe("wry, patient");
  });

  it("a private bot is seen by its creator alone, in My Bots too", async () => {
    const created = await post("/ai/roleInfo/addBotV2", { ...quick, name: "Hidden Hollow" });
    const botId = created.result.botId;
    const hidden = await post("/ai/roleInfo/updateBotVisibility", { botId, visibility: "private" });
    expect(hidden.result).toMatchObject({ visibility: "private", reviewStatus: "approved" });
    const other = await get(`/ai/roleInfo/getBotInfo?botId=${botId}`, stranger.token);
    expect(other.status).toBe(404);
    expect(other.message).toBe(CharacterMessages.botNotFound);
    const mine = (await get("/ai/roleInfo/myBots")).result as { botId: string; visibility: string }[];
    expect(mine.find((bot) => bot.botId === botId)?.visibility).toBe("private");
    const theirs = (await get("/ai/roleInfo/myBots", stranger.token)).result as { botId: string }[];
    expect(theirs.map((bot) => bot.botId)).not.toContain(botId);
  });

  it.skipIf(!fixturesPresent)(
    "editing an imported card keeps the settings only cards carry, and the export still has them",
    async () => {
      const imported = await importFixture("arleigh_v2_lore34.png");
      expect(imported.code).toBe(0);
      const botId = imported.result.botId;
      const before = await harness.app.inject({
        method: "GET",
        url: `/api/ai/roleInfo/exportCard?botId=${botId}&format=json`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      const beforeBook = before.json().data.character_book;
      const edit = (await get(`/ai/roleInfo/getBotEditInfo?botId=${botId}`)).result;
      const lore = edit.lore.map((entry: { id: string; keywords: string; content: string }, index: number) =>
        index === 0 ? { ...entry, content: "Rewritten by its creator." } : entry,
      );
      const saved = await post("/ai/roleInfo/modifyBotInfoV2", { botId, name: "Arleigh", lore });
      expect(saved.message).toBe("");
      expect(saved.code).toBe(0);
      const after = await harness.app.inject({
        method: "GET",
        url: `/api/ai/roleInfo/exportCard?botId=${botId}&format=json`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      const afterBook = after.json().data.character_book;
      expect(afterBook.entries).toHaveLength(beforeBook.entries.length);
      expect(afterBook.entries[0].content).toBe("Rewritten by its creator.");
      expect({ ...afterBook.entries[0], content: "" }).toEqual({ ...beforeBook.entries[0], content: "" });
      expect(afterBook.entries.slice(1)).toEqual(beforeBook.entries.slice(1));
      expect(after.json().data.name).toBe(before.json().data.name);
    },
  );

  it("a card imported without a greeting stays private until it has one", async () => {
    const card = { spec: "chara_card_v2", spec_version: "2.0", data: { name: "Quiet One", first_mes: "" } };
    const body = multipartFile("file", "quiet.json", new TextEncoder().encode(JSON.stringify(card)));
    const imported = (
      await harness.app.inject({
        method: "POST",
        url: "/api/ai/roleInfo/importCard",
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${owner.token}` },
      })
    ).json() as Envelope;
    expect(imported.result.needsGreeting).toBe(true);
    const botId = imported.result.botId;
    const refused = await post("/ai/roleInfo/updateBotVisibility", { botId, visibility: "public" });
    expect(refused.message).toBe(CharacterMessages.greetingRequired);
    const fixed = await post("/ai/roleInfo/modifyBotInfoV2", {
      botId,
      greeting: "...hello.",
      visibility: "public",
    });
    expect(fixed.result).toMatchObject({ visibility: "public", reviewStatus: "approved" });
    expect((await get(`/ai/roleInfo/getBotEditInfo?botId=${botId}`)).result.needsGreeting).toBe(false);
  });
});

describe("creation config and the bot cap", () => {
  it("botConfig offers voices, styles, avatar rules and the count of owned bots", async () => {
    const config = await get("/ai/roleInfo/botConfig");
    expect(config.result).toMatchObject({
      reviewMode: "auto",
      maxBots: 40,
      avatar: { minSide: 400, maxBytes: 10 * 1024 * 1024 },
      avatarGenerator: "offline",
    });
    expect(config.result.ownedBots).toBe((await get("/ai/roleInfo/myBots")).result.length);
    expect(config.result.voices.length).toBeGreaterThan(2);
    expect((await get("/ai/roleInfo/botConfig", null)).code).toBe(ResponseCode.NEED_LOGIN);
  });

  it("refuses a bot past MAX_BOTS_PER_USER with the spec's message, counting imports too", async () => {
    const capped = await createTestApp({ env: { MAX_BOTS_PER_USER: "2" } });
    try {
      const user = await buildSession(capped.database.db);
      const create = (name: string) =>
        call(capped.app, "POST", "/api/ai/roleInfo/addBotV2", {
          body: { ...quick, name },
          token: user.token,
        });
      const permission = () =>
        call(capped.app, "GET", "/api/user/auth/permission", { token: user.token }).then(
          (answer) => answer.result,
        );
      expect(await permission()).toMatchObject({ createBot: true, maxBots: 2 });
      expect((await create("First One")).code).toBe(0);
      expect((await create("Second One")).code).toBe(0);
      expect(await permission()).toMatchObject({ createBot: false, maxBots: 2 });
      const third = await create("Third One");
      expect(third.code).toBe(ResponseCode.FAILED);
      expect(third.message).toBe("You can have up to 2 bots. Please delete some bots before creating them");
    } finally {
      await capped.close();
    }
  });
});
