import { BotType, CharacterMessages, NOVEL_LIMITS, NovelMessages } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildBot, buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";
import { bodyOf, closeUpstream, localUpstream } from "../../../test/upstream.ts";
import type { Db } from "../../db/client.ts";
import { storyChapters } from "./novels.schema.ts";

const clock = movableClock(new Date("2026-03-01T08:00:00Z"));
type Harness = Awaited<ReturnType<typeof createTestApp>>;

const storyFields = (title: string, finished = false) => ({
  botType: BotType.STORY,
  name: "Mara Vell",
  characterName: "Mara Vell",
  intro: `The intro of ${title}.`,
  description: "A lighthouse keeper who hears the drowned ring their bells. She distrusts the harbour guild.",
  story: {
    title,
    titleZh: `${title}（中文）`,
    introZh: "中文简介。",
    protagonistDescription: "You are a cartographer who lost your map of the northern reefs.",
    storyline:
      "The keeper finds a stranger washed up below the lighthouse at dawn. The harbour guild demands the stranger be handed over before nightfall. A storm cuts the island off and the bells start ringing under the water.",
    background: "A storm-bound island town whose harbour guild rules every boat and every debt.",
    prologue: "The lamp turns.",
    openingScene: "Waves at the rocks.",
    actions: ["Climb the stairs", "Call out", "Wait"],
    finished,
  },
});

async function addChapters(db: Db, botId: number, count: number, from = 1, reviewStatus = "approved") {
  for (let number = from; number < from + count; number++)
    await db.insert(storyChapters).values({
      botId,
      number,
      title: `Chapter ${number}`,
      text: `Text of chapter ${number}.`,
      reviewStatus,
    });
}

const get = (harness: Harness, url: string, token: string | null = null) =>
  call(harness.app, "GET", `/api${url}`, { token });
const post = (harness: Harness, url: string, body: object, token: string | null = null) =>
  call(harness.app, "POST", `/api${url}`, { body, token });

describe("novel lists, pages and chapters", () => {
  let harness: Harness;
  let reader: TestAccount;
  let creator: TestAccount;
  let category: { id: number };
  let novelId: string;
  let privateId: string;
  beforeAll(async () => {
    harness = await createTestApp({ clock, env: { OFFLINE_MODEL_DELAY_MS: "0" } });
    const db = harness.database.db;
    reader = await buildSession(db, { now: clock.now() });
    creator = await buildSession(db, { now: clock.now() });
    [category] = (await get(harness, "/ai/roleInfo/getBotCategory")).result;
    // 55 stories beside whatever the test database holds: two pages of 50 in any case.
    for (let index = 0; index < 55; index++)
      await buildBot(db, { creatorId: creator.row.id, ...storyFields(`Story ${index}`), chats: index });
    const novel = await buildBot(db, {
      creatorId: creator.row.id,
      ...storyFields("The Drowned Bells"),
      chats: 10_000,
      categoryIds: [category.id],
    });
    novelId = novel.botId;
    await addChapters(db, novel.id, 2);
    await addChapters(db, novel.id, 1, 3, "pending");
    privateId = (
      await buildBot(db, { creatorId: creator.row.id, ...storyFields("Hidden"), visibility: "private" })
    ).botId;
    await buildBot(db, { creatorId: creator.row.id, name: "Not A Story", chats: 20_000 });
  });
  afterAll(() => harness.close());

  it("lists every listed story 50 a page, most read first; a short page ends the list", async () => {
    const first = await get(harness, "/ai/roleInfo/listStoryBots?page=1");
    expect(first.code, first.message).toBe(0);
    expect(first.result.limit).toBe(NOVEL_LIMITS.pageSize);
    expect(first.result.list).toHaveLength(50);
    expect(first.result.list[0]).toMatchObject({
      id: novelId,
      title: "The Drowned Bells",
      titleZh: "The Drowned Bells（中文）",
      chapterCount: 2,
      finished: false,
      opensInReader: false,
    });
    const total = first.result.total as number;
    expect(total).toBeGreaterThanOrEqual(56);
    const lastPage = Math.ceil(total / 50);
    const last = await get(harness, `/ai/roleInfo/listStoryBots?page=${lastPage}`);
    expect(last.result.list.length).toBe(total - (lastPage - 1) * 50);
    expect(last.result.list.length).toBeLessThan(50);
    const all = [...first.result.list];
    for (let page = 2; page <= lastPage; page++)
      all.push(...(await get(harness, `/ai/roleInfo/listStoryBots?page=${page}`)).result.list);
    const ids = all.map((card: { id: string }) => card.id);
    expect(ids).not.toContain(privateId);
    expect(new Set(ids).size).toBe(total);
    expect(all.every((card: { title: string }) => card.title !== "Not A Story")).toBe(true);
  });

  it("opens the first three seeded novels in the reader when NOVELS_OPEN_IN_READER is unset", async () => {
    const rows: { botName: string; opensInReader: boolean; chapterCount: number }[] = [];
    for (let page = 1; ; page++) {
      const { list } = (await get(harness, `/ai/roleInfo/listStoryBots?page=${page}&limit=50`)).result;
      rows.push(...list);
      if (list.length < 50) break;
    }
    const opening = rows.filter((row) => row.opensInReader);
    expect(opening).toHaveLength(3);
    for (const row of opening) expect(row.chapterCount).toBeGreaterThan(0);
  });

  it("filters by category and refuses a page size over 50", async () => {
    const inCategory = await get(harness, `/ai/roleInfo/listStoryBots?categoryId=${category.id}`);
    expect(inCategory.result.list.map((card: { id: string }) => card.id)).toContain(novelId);
    expect(inCategory.result.list.some((card: { title: string }) => card.title.startsWith("Story "))).toBe(
      false,
    );
    expect((await get(harness, "/ai/roleInfo/listStoryBots?limit=51")).status).toBe(400);
  });

  it("lists the stories the reader liked", async () => {
    expect((await get(harness, "/ai/roleInfo/listLikeStoryBots")).code).not.toBe(0);
    expect((await get(harness, "/ai/roleInfo/listLikeStoryBots", reader.token)).result.list).toEqual([]);
    expect((await get(harness, `/v1/chat/like?botId=${novelId}`, reader.token)).code).toBe(0);
    const liked = await get(harness, "/ai/roleInfo/listLikeStoryBots", reader.token);
    expect(liked.result.list.map((card: { id: string }) => card.id)).toEqual([novelId]);
  });

  it("shows a novel's page with approved chapters, like and progress; hidden stories are refused", async () => {
    const page = await get(harness, `/ai/roleInfo/getStoryBotDetail?botId=${novelId}`, reader.token);
    expect(page.code, page.message).toBe(0);
    expect(page.result).toMatchObject({
      chapters: [
        { number: 1, title: "Chapter 1" },
        { number: 2, title: "Chapter 2" },
      ],
      chapterCount: 2,
      liked: true,
      progress: null,
      nextChapterPending: true,
    });
    const hidden = await get(harness, `/ai/roleInfo/getStoryBotDetail?botId=${privateId}`, reader.token);
    expect(hidden).toMatchObject({ status: 404, message: CharacterMessages.botNotFound, result: null });
    expect(
      (await get(harness, `/ai/roleInfo/getStoryBotDetail?botId=${privateId}`, creator.token)).code,
    ).toBe(0);
  });

  it("reads approved chapters only", async () => {
    const chapter = await get(harness, `/v1/story/chapter?botId=${novelId}&number=2`);
    expect(chapter.result).toMatchObject({ number: 2, text: "Text of chapter 2.", chapterCount: 2 });
    const pending = await get(harness, `/v1/story/chapter?botId=${novelId}&number=3`);
    expect(pending).toMatchObject({ status: 404, message: NovelMessages.chapterNotFound });
    expect((await get(harness, `/v1/story/chapter?botId=${privateId}&number=1`)).message).toBe(
      CharacterMessages.botNotFound,
    );
  });

  it("keeps reading progress per user", async () => {
    expect((await post(harness, "/v1/story/saveProgress", { botId: novelId, chapter: 2 })).code).not.toBe(0);
    expect(
      (await post(harness, "/v1/story/saveProgress", { botId: novelId, chapter: 2 }, reader.token)).code,
    ).toBe(0);
    const page = await get(harness, `/ai/roleInfo/getStoryBotDetail?botId=${novelId}`, reader.token);
    expect(page.result.progress).toBe(2);
    const other = await get(harness, `/ai/roleInfo/getStoryBotDetail?botId=${novelId}`, creator.token);
    expect(other.result.progress).toBeNull();
  });

  it("keeps reading settings: defaults, then what was saved", async () => {
    const defaults = await get(harness, "/v1/chat/story/getReadSetting", reader.token);
    expect(defaults.result).toEqual({
      fontSize: 16,
      theme: "none",
      settingTipShowed: false,
      rateShowed: false,
      scoreConf: [],
    });
    const saved = await post(
      harness,
      "/v1/chat/story/saveReadSetting",
      { fontSize: 20, theme: "sepia" },
      reader.token,
    );
    expect(saved.result).toMatchObject({ fontSize: 20, theme: "sepia", settingTipShowed: false });
    await post(harness, "/v1/chat/story/saveReadSetting", { settingTipShowed: true }, reader.token);
    expect((await get(harness, "/v1/chat/story/getReadSetting", reader.token)).result).toMatchObject({
      fontSize: 20,
      theme: "sepia",
      settingTipShowed: true,
    });
    expect(
      (await post(harness, "/v1/chat/story/saveReadSetting", { fontSize: 99 }, reader.token)).status,
    ).toBe(400);
  });
});

describe("writing the next chapter", () => {
  let harness: Harness;
  let reader: TestAccount;
  let reviewer: TestAccount;
  beforeAll(async () => {
    harness = await createTestApp({ clock, env: { OFFLINE_MODEL_DELAY_MS: "0", REVIEW_MODE: "manual" } });
    reader = await buildSession(harness.database.db, { now: clock.now() });
    reviewer = await buildSession(harness.database.db, {
      now: clock.now(),
      userOverrides: { userType: "reviewer" },
    });
  });
  afterAll(() => harness.close());

  it("writes chapter 1 offline from the story's first beat, waits for review, then can be read", async () => {
    const story = await buildBot(harness.database.db, storyFields("Bells Offline"));
    const written = await post(harness, "/v1/story/writeNextChapter", { botId: story.botId }, reader.token);
    expect(written.code, written.message).toBe(0);
    expect(written.result).toMatchObject({ number: 1, status: "pending" });
    const again = await post(harness, "/v1/story/writeNextChapter", { botId: story.botId }, reader.token);
    expect(again.message).toBe(NovelMessages.chapterPending);
    expect((await get(harness, `/v1/story/chapter?botId=${story.botId}&number=1`)).status).toBe(404);

    const queue = await get(harness, "/admin/review/chapters", reviewer.token);
    const item = queue.result.find((entry: { botId: string }) => entry.botId === story.botId);
    const words = item.text.split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(900);
    expect(item.text).toContain("washed up below the lighthouse");
    expect(item.text).toContain("Mara Vell");
    expect((await get(harness, "/admin/review/chapters", reader.token)).status).toBe(403);

    const decided = await post(
      harness,
      "/admin/review/decideChapter",
      { botId: story.botId, number: 1, decision: "approve" },
      reviewer.token,
    );
    expect(decided.code, decided.message).toBe(0);
    const read = await get(harness, `/v1/story/chapter?botId=${story.botId}&number=1`);
    expect(read.result.text).toBe(item.text);

    // Chapter 2 follows the second beat and picks up from chapter 1's ending.
    const second = await post(harness, "/v1/story/writeNextChapter", { botId: story.botId }, reader.token);
    expect(second.result.number).toBe(2);
    const queued = (await get(harness, "/admin/review/chapters", reviewer.token)).result.find(
      (entry: { botId: string; number: number }) => entry.botId === story.botId && entry.number === 2,
    );
    expect(queued.text).toMatch(/harbour guild demands the stranger/);
    const rejected = await post(
      harness,
      "/admin/review/decideChapter",
      { botId: story.botId, number: 2, decision: "reject" },
      reviewer.token,
    );
    expect(rejected.code).toBe(0);
    const gone = await post(
      harness,
      "/admin/review/decideChapter",
      { botId: story.botId, number: 2, decision: "reject" },
      reviewer.token,
    );
    expect(gone.message).toBe(NovelMessages.chapterNotPending);
  });

  it("refuses finished novels, visitors, and more than the daily allowance", async () => {
    const finished = await buildBot(harness.database.db, storyFields("Done", true));
    expect(
      (await post(harness, "/v1/story/writeNextChapter", { botId: finished.botId }, reader.token)).message,
    ).toBe(NovelMessages.finished);
    expect((await post(harness, "/v1/story/writeNextChapter", { botId: finished.botId })).code).not.toBe(0);
    const writer = await buildSession(harness.database.db, { now: clock.now() });
    for (let index = 0; index < NOVEL_LIMITS.writesPerDay; index++) {
      const story = await buildBot(harness.database.db, storyFields(`Allowance ${index}`));
      const written = await post(harness, "/v1/story/writeNextChapter", { botId: story.botId }, writer.token);
      expect(written.code, written.message).toBe(0);
    }
    const story = await buildBot(harness.database.db, storyFields("One too many"));
    const refused = await post(harness, "/v1/story/writeNextChapter", { botId: story.botId }, writer.token);
    expect(refused.message).toBe(NovelMessages.dailyWrites);
    clock.advance(24 * 60 * 60 * 1000);
    expect(
      (await post(harness, "/v1/story/writeNextChapter", { botId: story.botId }, writer.token)).code,
    ).toBe(0);
  });
});

describe("writing a chapter with a configured model", () => {
  let harness: Harness;
  let upstream: Awaited<ReturnType<typeof localUpstream>>;
  const asked: string[] = [];
  beforeAll(async () => {
    upstream = await localUpstream((request, response) => {
      void bodyOf(request).then((body) => {
        asked.push(body);
        const content =
          "Chapter 1: The Stranger\n\nThe tide brought him in at dawn.\n\nMara knelt on the wet stones and listened for the bells, but heard only his breathing.";
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            id: "c1",
            model: "fake",
            choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          }),
        );
      });
    });
    harness = await createTestApp({
      clock,
      env: {
        LLM_BASE_URL: `${upstream.url}/v1`,
        LLM_API_KEY: "test",
        LLM_MODEL: "fake",
        LLM_TIMEOUT_MS: "5000",
      },
    });
  });
  afterAll(async () => {
    await harness.close();
    await closeUpstream(upstream);
  });

  it("asks the model with the story's beat and stores its title and paragraphs, approved in auto review", async () => {
    const reader = await buildSession(harness.database.db, { now: clock.now() });
    const story = await buildBot(harness.database.db, storyFields("Bells Online"));
    const written = await post(harness, "/v1/story/writeNextChapter", { botId: story.botId }, reader.token);
    expect(written.code, written.message).toBe(0);
    expect(written.result).toEqual({ number: 1, title: "Chapter 1: The Stranger", status: "approved" });
    const prompt = asked.find((body) => body.includes("Bells Online"))!;
    expect(prompt).toContain("washed up below the lighthouse");
    const read = await get(harness, `/v1/story/chapter?botId=${story.botId}&number=1`);
    expect(read.result.text).toBe(
      "The tide brought him in at dawn.\n\nMara knelt on the wet stones and listened for the bells, but heard only his breathing.",
    );
  });
});
