import { storyBeats } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { buildSession } from "../../../../test/factories/sessions.ts";
import { createTestApp } from "../../../../test/harness.ts";
import { streamPost } from "../../../../test/sse.ts";
import { buildStoryBot, SEED_STORY } from "../../../../test/stories.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ env: { OFFLINE_MODEL_DELAY_MS: "0" } });
});
afterAll(() => harness.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever each route answers
type Any = any;

/** A new player of a new copy of the first seeded story, with calls made as them. */
async function player() {
  const bot = await buildStoryBot(harness.database.db);
  const account = await buildSession(harness.database.db);
  const post = (url: string, body: object) =>
    call(harness.app, "POST", `/api${url}`, { body, token: account.token });
  const send = async (dialogueId: string, content: string) => {
    const { events } = await streamPost(
      harness.app,
      "/api/v1/chat/streamChat",
      { botId: bot.botId, dialogueId, content },
      account.token,
    );
    return events;
  };
  return { bot, account, post, send };
}

const doneOf = (events: { event: string; data: Any }[]) =>
  events.find((event) => event.event === "done")!.data;

describe("text adventures on the offline engine", () => {
  it("opens with the prologue and opening scene and the story's three actions, and resumes the same play-through", async () => {
    const { bot, post } = await player();
    const opened = await post("/v1/chat/story/openStoryDialogue", { botId: bot.botId });
    expect(opened.code).toBe(0);
    const story = opened.result;
    expect(story.chapter).toBe(1);
    expect(story.chapterCount).toBe(storyBeats(SEED_STORY.storyline).length);
    expect(story.messages).toHaveLength(1);
    expect(story.messages[0].content).toContain(SEED_STORY.prologue.slice(0, 40));
    expect(story.messages[0].content).toContain(SEED_STORY.openingScene.slice(0, 40));
    expect(story.messages[0].story).toEqual({ actions: SEED_STORY.actions, chapter: 1, chapterEnded: false });
    const again = await post("/v1/chat/story/openStoryDialogue", { botId: bot.botId });
    expect(again.result.dialogueId).toBe(story.dialogueId);
  });

  it("answers every action with second-person narration and three fresh actions, and moves the chapter on", async () => {
    const { bot, post, send } = await player();
    const { dialogueId } = (await post("/v1/chat/story/openStoryDialogue", { botId: bot.botId })).result;
    let actions: string[] = SEED_STORY.actions;
    const narrations: string[] = [];
    let ended = false;
    for (let turn = 0; turn < 4 && !ended; turn++) {
      const events = await send(dialogueId, actions[turn % 3]!);
      const done = doneOf(events);
      const deltas = events
        .filter((event) => event.event === "delta")
        .map((event) => event.data.text)
        .join("");
      // The action block never streams as narration; the stored narration holds none of it.
      expect(deltas).not.toMatch(/Actions:|\[CHAPTER COMPLETE\]/);
      expect(done.content).not.toMatch(/Actions:|\[CHAPTER COMPLETE\]|^\s*1\./m);
      expect(done.content).toMatch(/\byou\b/i);
      expect(done.content).toContain("Seren");
      expect(done.story.chapter).toBe(1);
      expect(done.story.actions).toHaveLength(3);
      expect(new Set(done.story.actions).size).toBe(3);
      for (const action of done.story.actions) expect(action.length).toBeLessThanOrEqual(100);
      expect(done.story.actions).not.toEqual(actions);
      expect(narrations).not.toContain(done.content);
      narrations.push(done.content);
      actions = done.story.actions;
      ended = done.story.chapterEnded;
    }
    expect(ended).toBe(true);
    const next = doneOf(await send(dialogueId, actions[0]!));
    expect(next.story.chapter).toBe(2);
    const reopened = await post("/v1/chat/story/openStoryDialogue", { botId: bot.botId });
    expect(reopened.result.chapter).toBe(2);
    const history = await post("/v1/chat/story/getStoryChatHistory", { dialogueId, limit: 3 });
    expect(history.result.messages[0].story.chapter).toBe(2);
    expect(history.result.messages[1].story).toBeNull();
    expect(history.result.hasMore).toBe(true);
  });

  it("rewinds a turn into other narration and other actions, and the chapter follows the new turn", async () => {
    const { bot, account, post, send } = await player();
    const { dialogueId } = (await post("/v1/chat/story/openStoryDialogue", { botId: bot.botId })).result;
    const first = doneOf(await send(dialogueId, SEED_STORY.actions[1]!));
    const { events } = await streamPost(
      harness.app,
      "/api/v2/chat/regenerateStreamChat",
      { dialogueId, msgId: first.msgId },
      account.token,
    );
    const rewound = doneOf(events);
    expect(rewound.content).not.toBe(first.content);
    expect(rewound.story.actions).not.toEqual(first.story.actions);
    expect(rewound.story.actions).toHaveLength(3);
    expect(rewound.swipes).toHaveLength(2);
    const continued = await streamPost(
      harness.app,
      "/api/v2/chat/continueStreamChat",
      { dialogueId, msgId: first.msgId },
      account.token,
    );
    expect(continued.response.body).toContain("A story goes on with your next action");
    const history = await post("/v1/chat/story/getStoryChatHistory", { dialogueId, limit: 1 });
    expect(history.result.messages[0].story).toEqual(rewound.story);
  });

  it("restarts: the play-through joins the saved chats and a new one opens at chapter 1", async () => {
    const { bot, post, send, account } = await player();
    const { dialogueId } = (await post("/v1/chat/story/openStoryDialogue", { botId: bot.botId })).result;
    await send(dialogueId, SEED_STORY.actions[0]!);
    const restarted = await post("/v1/chat/story/saveDialogue", { dialogueId });
    expect(restarted.result.dialogueId).not.toBe(dialogueId);
    expect(restarted.result.chapter).toBe(1);
    expect(restarted.result.messages).toHaveLength(1);
    const saved = await call(harness.app, "GET", `/api/v1/chat/savedChats?botId=${bot.botId}`, {
      token: account.token,
    });
    expect(saved.result.map((chat: Any) => chat.dialogueId)).toEqual([dialogueId]);
  });

  it("starts a play-through at a chapter when asked, opening with that chapter's beat", async () => {
    const { bot, post, send } = await player();
    const opened = (await post("/v1/chat/story/openStoryDialogue", { botId: bot.botId, chapter: 2 })).result;
    expect(opened.chapter).toBe(2);
    expect(opened.messages[0].content).toMatch(/^Chapter 2\n\n/);
    expect(opened.messages[0].content).toContain(storyBeats(SEED_STORY.storyline)[1]!.slice(0, 30));
    expect(opened.messages[0].story.actions).toHaveLength(3);
    const done = doneOf(await send(opened.dialogueId, opened.messages[0].story.actions[0]));
    expect(done.story.chapter).toBe(2);
  });

  it("opens a story's chat (enterDialogueV2) as its play-through, saying it is a story", async () => {
    const { bot, post } = await player();
    const entered = await post("/v1/chat/enterDialogueV2", { botId: bot.botId });
    expect(entered.result.botType).toBe(2);
    expect(entered.result.messages[0].story.actions).toEqual(SEED_STORY.actions);
    const opened = await post("/v1/chat/story/openStoryDialogue", { botId: bot.botId });
    expect(opened.result.dialogueId).toBe(entered.result.dialogueId);
  });

  it("refuses characters that are not stories, private stories of others and unknown dialogues", async () => {
    const { post } = await player();
    const character = await harness.database.db.query.bots.findFirst();
    const notStory = await post("/v1/chat/story/openStoryDialogue", { botId: String(character!.id) });
    expect(notStory.message).toBe("Bot unavailable now, try something else");
    const hidden = await buildStoryBot(harness.database.db, { visibility: "private" });
    const privateStory = await post("/v1/chat/story/openStoryDialogue", { botId: hidden.botId });
    expect(privateStory.message).toBe("Bot unavailable now, try something else");
    const other = await player();
    const { dialogueId } = (await other.post("/v1/chat/story/openStoryDialogue", { botId: other.bot.botId }))
      .result;
    const foreign = await post("/v1/chat/story/saveDialogue", { dialogueId });
    expect(foreign.message).toBe("dialogue id is invalid");
  });

  it("rates chapters: one rating per chapter, a second one replaces the first", async () => {
    const { bot, post } = await player();
    const conf = await call(harness.app, "GET", "/api/v1/chat/getScoreConf", {});
    expect(conf.result.map((option: Any) => option.score)).toEqual([1, 2, 3, 4, 5]);
    const zh = await harness.app.inject({
      method: "GET",
      url: "/api/v1/chat/getScoreConf",
      headers: { "accept-language": "zh-CN" },
    });
    expect(JSON.parse(zh.body).result[4].label).toBe("超喜欢");
    const { dialogueId } = (await post("/v1/chat/story/openStoryDialogue", { botId: bot.botId })).result;
    expect((await post("/v1/nps/saveNps", { botId: bot.botId, dialogueId, chapter: 1, score: 2 })).code).toBe(
      0,
    );
    expect(
      (
        await post("/v1/nps/saveNps", {
          botId: bot.botId,
          dialogueId,
          chapter: 1,
          score: 5,
          comment: "Great",
        })
      ).code,
    ).toBe(0);
    const rows = await harness.database.db.query.storyRatings.findMany({
      where: (table, { eq }) => eq(table.botId, bot.id),
    });
    expect(rows.map((row) => [row.chapter, row.score, row.comment])).toEqual([[1, 5, "Great"]]);
    const bad = await post("/v1/nps/saveNps", { botId: bot.botId, chapter: 1, score: 9 });
    expect(bad.code).not.toBe(0);
  });
});
