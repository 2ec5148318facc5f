import { AdventureMessages, BotType, CharacterMessages, ResponseCode, storyBeats } from "@fable/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { buildSession, type TestAccount } from "../../../../test/factories/index.ts";
import { createTestApp } from "../../../../test/harness.ts";
import { putUpload, signUpload, stillImage } from "../../../../test/uploads.ts";

type Harness = Awaited<ReturnType<typeof createTestApp>>;

/** Uploads a 400 x 400 picture as `token` and answers its stored address. */
async function uploadedAvatar(app: FastifyInstance, token: string): Promise<string> {
  const bytes = await stillImage(400, 400);
  const signed = await signUpload(app, token, { size: bytes.length });
  expect((await putUpload(app, signed.result.url, bytes)).status).toBe(200);
  return String(signed.result.url).split("?")[0]!;
}

const lighthouse = {
  title: "The Lighthouse Keeper",
  characterName: "Maren",
  gender: "female",
  age: 34,
  characterDescription: "Maren has kept the lamp on Black Reef for ten years and trusts no ship.",
  protagonistDescription: "You are a shipwrecked cartographer with a waterlogged map.",
  storyline:
    "You wash ashore on Black Reef and Maren grudgingly takes you in. Maren hides a stranger in the lamp room and will not say why. On the third night the lamp fails and a ship heads for the rocks.",
  openingScene: "Cold surf drags you onto black rocks beneath a dark tower.",
  actions: ["Call for help", "Climb toward the tower", "Search the wreckage"],
  background: "A lighthouse on a reef at the edge of the charted sea.",
  briefIntro: "Survive three nights with a keeper who lies.",
  visibility: "public",
  prologue: "The storm took your ship and left you the sea.",
};

describe("text adventures: create, edit, review and visibility", () => {
  let harness: Harness;
  let owner: TestAccount;
  let stranger: TestAccount;
  let avatar: string;
  beforeAll(async () => {
    harness = await createTestApp();
    [owner, stranger] = [await buildSession(harness.database.db), await buildSession(harness.database.db)];
    avatar = await uploadedAvatar(harness.app, owner.token);
  });
  afterAll(() => harness.close());

  const post = (url: string, body: object, token: string | null = owner.token) =>
    call(harness.app, "POST", `/api${url}`, { body, token });
  const get = (url: string, token: string | null = owner.token) =>
    call(harness.app, "GET", `/api${url}`, { token });

  it("creates a story bot (botType 2) and hands every field back for editing", async () => {
    const categories = (await get("/ai/roleInfo/getAddBotCategory")).result as { id: number }[];
    const created = await post("/ai/roleInfo/botStory", {
      ...lighthouse,
      title: "  The Lighthouse Keeper  ",
      avatar,
      categoryIds: [categories[0]!.id],
    });
    expect(created.code, created.message).toBe(0);
    expect(created.result).toMatchObject({
      botName: "Maren",
      visibility: "public",
      reviewStatus: "approved",
    });
    const botId = created.result.botId;
    const info = await get(`/ai/roleInfo/getBotStoryInfo?botId=${botId}`);
    expect(info.result).toEqual({
      ...lighthouse,
      botId,
      avatar,
      categoryIds: [categories[0]!.id],
      reviewStatus: "approved",
      reviewReason: null,
    });
    // The play screen and the novels read it as a story: prologue as greeting, chapters from the storyline.
    const detail = await get(`/ai/roleInfo/getBotInfo?botId=${botId}`, stranger.token);
    expect(detail.result).toMatchObject({
      isStoryBot: true,
      greeting: lighthouse.prologue,
      intro: lighthouse.briefIntro,
    });
    expect(storyBeats(info.result.storyline).length).toBeGreaterThanOrEqual(2);
  });

  it("lists it as a story everywhere: My Bots with its title, the story category list, search", async () => {
    const created = await post("/ai/roleInfo/botStory", { ...lighthouse, title: "Reef of Lanterns", avatar });
    const botId = created.result.botId;
    const mine = (await get("/ai/roleInfo/myBots")).result as { botId: string }[];
    expect(mine.find((bot) => bot.botId === botId)).toMatchObject({
      botType: BotType.STORY,
      storyTitle: "Reef of Lanterns",
    });
    const stories = await post("/ai/roleInfo/queryBotInfo", { type: 2, limit: 50, sortType: 2 }, null);
    expect(stories.result.list.find((bot: { id: string }) => bot.id === botId)).toMatchObject({
      botType: 2,
      isStoryBot: true,
      storyName: "Reef of Lanterns",
    });
    const characters = await post("/ai/roleInfo/queryBotInfo", { limit: 50, sortType: 2 }, null);
    for (const bot of characters.result.list) expect(bot).toMatchObject({ botType: 1, isStoryBot: false });
    const search = await post("/ai/roleInfo/queryBotByNameV2", { name: "Maren", page: 1, limit: 50 }, null);
    expect(search.result.list.find((bot: { id: string }) => bot.id === botId)).toMatchObject({
      botType: 2,
      isStoryBot: true,
    });
    const profile = await get(`/profile/public-bots?userId=${owner.user.id}`, stranger.token);
    expect(profile.result.list.find((bot: { botId: string }) => bot.botId === botId)).toMatchObject({
      botType: 2,
      isStoryBot: true,
    });
    // Home's Novels carousel: the seeded stories (and any listed adventure) carry the same flags.
    const home = await get("/homePage/getContent", null);
    expect(home.result.storyBots.length).toBeGreaterThan(0);
    for (const story of home.result.storyBots) expect(story).toMatchObject({ botType: 2, isStoryBot: true });
  });

  it("edits only the owner's adventure, and only an adventure", async () => {
    const botId = (await post("/ai/roleInfo/botStory", { ...lighthouse, avatar })).result.botId;
    const changed = await post("/ai/roleInfo/update/botStoryV2", {
      ...lighthouse,
      botId,
      title: "The Last Lamp",
      actions: ["Light the lamp", "Hide", "Run"],
    });
    expect(changed.code, changed.message).toBe(0);
    const info = (await get(`/ai/roleInfo/getBotStoryInfo?botId=${botId}`)).result;
    expect(info).toMatchObject({
      title: "The Last Lamp",
      actions: ["Light the lamp", "Hide", "Run"],
      avatar,
    });

    const foreign = await post(
      "/ai/roleInfo/update/botStoryV2",
      { ...lighthouse, botId, title: "Hijacked" },
      stranger.token,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.message).toBe(CharacterMessages.botNotFound);
    expect((await get(`/ai/roleInfo/getBotStoryInfo?botId=${botId}`, stranger.token)).status).toBe(404);
    expect((await get(`/ai/roleInfo/getBotStoryInfo?botId=${botId}`)).result.title).toBe("The Last Lamp");

    const character = await post("/ai/roleInfo/addBotV2", { name: "Plain Wren", greeting: "Hello there!" });
    const notStory = await get(`/ai/roleInfo/getBotStoryInfo?botId=${character.result.botId}`);
    expect(notStory.status).toBe(400);
    expect(notStory.message).toBe(AdventureMessages.notAnAdventure);
  });

  it("a private adventure is its creator's alone", async () => {
    const created = await post("/ai/roleInfo/botStory", { ...lighthouse, avatar, visibility: "private" });
    expect(created.result).toMatchObject({ visibility: "private", reviewStatus: "approved" });
    const other = await get(`/ai/roleInfo/getBotInfo?botId=${created.result.botId}`, stranger.token);
    expect(other.status).toBe(404);
  });

  it.each([
    [{ title: "" }, AdventureMessages.titleLength],
    [{ title: "x".repeat(51) }, AdventureMessages.titleLength],
    [{ characterName: "x".repeat(21) }, AdventureMessages.characterNameLength],
    [{ storyline: "x".repeat(1001) }, AdventureMessages.storylineLength],
    [{ briefIntro: "x".repeat(201) }, AdventureMessages.briefIntroLength],
    [{ actions: ["One", "Two"] }, AdventureMessages.actionCount],
    [{ actions: ["One", "Two", "x".repeat(101)] }, AdventureMessages.actionLength],
    [{ avatar: "" }, AdventureMessages.avatarRequired],
    [{ avatar: "https://elsewhere.example/face.png" }, CharacterMessages.avatarNotUploaded],
    [{ categoryIds: [987654] }, "categoryIds: choose categories from the list"],
  ])("refuses %j with the spec's message", async (change, message) => {
    const refused = await post("/ai/roleInfo/botStory", { ...lighthouse, avatar, ...change });
    expect(refused.status).toBe(400);
    expect(refused.code).toBe(ResponseCode.INVALID_INPUT);
    expect(refused.message).toContain(message);
  });

  it("answers field messages in Chinese for Chinese readers", async () => {
    const refused = await call(harness.app, "POST", "/api/ai/roleInfo/botStory", {
      body: { ...lighthouse, avatar, title: "" },
      token: owner.token,
      headers: { "accept-language": "zh-CN" },
    });
    expect(refused.message).toContain("故事标题须为 1-50 个字符");
  });

  it("needs a signed-in user", async () => {
    expect((await post("/ai/roleInfo/botStory", { ...lighthouse, avatar }, null)).code).toBe(
      ResponseCode.NEED_LOGIN,
    );
  });
});

describe("text adventures under manual review and the bot cap", () => {
  let harness: Harness;
  let owner: TestAccount;
  beforeAll(async () => {
    harness = await createTestApp({ env: { REVIEW_MODE: "manual", MAX_BOTS_PER_USER: "2" } });
    owner = await buildSession(harness.database.db);
  });
  afterAll(() => harness.close());

  it("a public adventure waits for review, cannot be edited meanwhile, and counts toward the cap", async () => {
    const avatar = await uploadedAvatar(harness.app, owner.token);
    const create = (body: object) =>
      call(harness.app, "POST", "/api/ai/roleInfo/botStory", { body, token: owner.token });
    const created = await create({ ...lighthouse, avatar });
    expect(created.result).toMatchObject({ reviewStatus: "pending" });
    const refused = await call(harness.app, "POST", "/api/ai/roleInfo/update/botStoryV2", {
      body: { ...lighthouse, botId: created.result.botId, title: "Changed" },
      token: owner.token,
    });
    expect(refused.code).toBe(ResponseCode.FAILED);
    expect(refused.message).toBe(CharacterMessages.inReview);

    expect((await create({ ...lighthouse, avatar, visibility: "private" })).result.reviewStatus).toBe(
      "approved",
    );
    const third = await create({ ...lighthouse, avatar });
    expect(third.code).toBe(ResponseCode.FAILED);
    expect(third.message).toBe("You can have up to 2 bots. Please delete some bots before creating them");
  });
});
