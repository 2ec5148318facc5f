import {
  ANONYMOUS_AUTHOR,
  ChatMessages,
  JOYBOOK_LIMITS,
  JoybookMessages,
  PostVisibility,
  ResponseCode,
} from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { chatWith, dialogueMessages, type ShownMessage } from "../../../test/chats.ts";
import { buildBot, buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";

const clock = movableClock(new Date("2025-03-01T12:00:00Z"));
let harness: Awaited<ReturnType<typeof createTestApp>>;
let creator: TestAccount;
let author: TestAccount;
let reader: TestAccount;
let category: { id: number; name: string };
let botId: string;
let chat: { dialogueId: string; messages: ShownMessage[] };

beforeAll(async () => {
  harness = await createTestApp({ clock, env: { OFFLINE_MODEL_DELAY_MS: "0" } });
  const db = harness.database.db;
  // The author's name goes through chat moderation below; a generated one (digits read as
  // letters) can trip the word list, so the author gets a fixed, plainly clean name.
  [creator, author, reader] = [
    await buildSession(db, { now: clock.now() }),
    await buildSession(db, { now: clock.now(), userOverrides: { userName: "Wren Calloway" } }),
    await buildSession(db, { now: clock.now() }),
  ];
  [category] = (await get("/ai/roleInfo/getBotCategory", null)).result;
  botId = (
    await buildBot(harness.database.db, {
      creatorId: creator.row.id,
      name: "Marlow Reed",
      greeting: "*leans on the oar* Tide's turning. Where to?",
      scenario: "A ferry crossing the misty river Lethe at dusk.",
      categoryIds: [category.id],
    })
  ).botId;
  chat = await chatWith(harness.app, author.token, botId, [
    "Take me across the river, please.",
    "Is your lantern safe from the spirits?",
  ]);
});
afterAll(() => harness.close());

const post = (url: string, body: object, token: string | null) =>
  call(harness.app, "POST", `/api${url}`, { body, token });
const get = (url: string, token: string | null) => call(harness.app, "GET", `/api${url}`, { token });
const ids = (messages: ShownMessage[]) => messages.map((message) => message.msgId);

/** Shares `msgIds` of the author's chat; each post a minute after the last, so "newest" is certain. */
async function share(fields: object, token = author.token) {
  clock.advance(60_000);
  return post(
    "/messages/post/add",
    {
      dialogueId: chat.dialogueId,
      msgIds: ids(chat.messages),
      title: "Crossing the Lethe",
      showAuthor: true,
      ...fields,
    },
    token,
  );
}
const feedIds = async (body: object = {}, token: string | null = null) =>
  ((await post("/messages/post/list", body, token)).result.list as { id: string }[]).map((card) => card.id);

describe("sharing a chat", () => {
  it("publishes a copy of the chosen messages that another user and a visitor read in full", async () => {
    expect(chat.messages.map((message) => message.role)).toEqual(["bot", "user", "bot", "user", "bot"]);
    const chosen = chat.messages.slice(1);
    // Chosen in any order, stored in the order they were written.
    const added = await share({
      msgIds: ids(chosen).reverse(),
      summary: "  A ferryman takes a traveller across.  ",
    });
    expect(added.code, added.message).toBe(0);
    expect(added.result).toMatchObject({
      botId,
      botName: "Marlow Reed",
      categoryName: category.name,
      title: "Crossing the Lethe",
      summary: "A ferryman takes a traveller across.",
      visibility: PostVisibility.SHOW_AUTHOR,
      userId: author.user.id,
      userName: author.user.userName,
      createdAt: clock.now().toISOString(),
      likes: 0,
      chatNum: 0,
      shares: 0,
      liked: false,
      isMine: true,
      available: true,
    });
    const postId = added.result.id;
    const lines = chosen.map((message) => ({
      role: message.role,
      text: message.content,
      name: message.role === "user" ? author.user.userName : "Marlow Reed",
    }));
    for (const token of [reader.token, null]) {
      const info = await get(`/messages/post/info?postId=${postId}`, token);
      expect(info.code).toBe(0);
      expect(info.result).toMatchObject({ id: postId, userId: author.user.id, isMine: false });
      expect(info.result.messages).toEqual(lines);
    }
  });

  it("keeps the swipe shown at the time, and later changes to the chat leave the post alone", async () => {
    const last = chat.messages.at(-1)!;
    const regenerated = await post(
      "/v1/chat/regenerateChat",
      { dialogueId: chat.dialogueId, msgId: last.msgId },
      author.token,
    );
    expect(regenerated.result.swipeIndex).toBe(1);
    const shown = regenerated.result.content;
    expect(shown).not.toBe(last.content);
    const added = await share({ msgIds: [last.msgId] });
    const postId = added.result.id;

    const edited = await post(
      "/v1/chat/edit/bot/message",
      { dialogueId: chat.dialogueId, msgId: last.msgId, content: "Something else entirely." },
      author.token,
    );
    expect(edited.code).toBe(0);
    const info = await get(`/messages/post/info?postId=${postId}`, reader.token);
    expect(info.result.messages).toEqual([{ role: "bot", text: shown, name: "Marlow Reed" }]);
    chat.messages = await dialogueMessages(harness.app, author.token, chat.dialogueId);
  });

  it("anonymity hides the author from the card, the chat, the feed and their profile", async () => {
    const named = await chatWith(harness.app, author.token, botId, [
      `Call me ${author.user.userName}, ferryman.`,
    ]);
    const anonymous = await share({
      dialogueId: named.dialogueId,
      msgIds: ids(named.messages.slice(1)),
      showAuthor: false,
      title: "Nameless",
    });
    expect(anonymous.result).toMatchObject({
      visibility: PostVisibility.HIDDEN,
      userId: null,
      userSlug: "",
      userName: "",
      userAvatar: "",
      isMine: true,
    });
    const postId = anonymous.result.id;
    const info = await get(`/messages/post/info?postId=${postId}`, reader.token);
    expect(info.result.messages.map((line: { name: string }) => line.name)).toEqual([
      ANONYMOUS_AUTHOR,
      "Marlow Reed",
    ]);
    // The chat itself no longer names them either.
    expect(info.result.messages[0].text).toBe(`Call me ${ANONYMOUS_AUTHOR}, ferryman.`);
    const feed = await post("/messages/post/list", { limit: 50 }, reader.token);
    const card = feed.result.list.find((item: { id: string }) => item.id === postId);
    expect(card).toMatchObject({ userId: null, userName: "", userSlug: "" });
    for (const response of [info, card]) {
      const text = JSON.stringify(response);
      expect(text).not.toContain(`"${author.user.id}"`);
      expect(text).not.toContain(author.user.userName);
    }
    // Not on the author's public list of posts; still in their own.
    const profile = await post("/messages/post/getUserPosts", { userId: author.user.id }, reader.token);
    expect(profile.result.list.map((item: { id: string }) => item.id)).not.toContain(postId);
    expect(profile.result.total).toBeGreaterThan(0);
    const mine = await post("/messages/post/getPersonalPosts", {}, author.token);
    expect(mine.result.list[0]).toMatchObject({
      id: postId,
      visibility: PostVisibility.HIDDEN,
      isMine: true,
    });
  });

  it("refuses unsuitable titles, summaries and messages with the spec's message, storing nothing", async () => {
    const before = (await post("/messages/post/getPersonalPosts", {}, author.token)).result.total;
    const flaggedTitle = await share({ title: "What the fuck" });
    expect(flaggedTitle.status).toBe(400);
    expect(flaggedTitle.message).toBe("Beep! Unsuitable content for share");
    expect((await share({ summary: "What a fucking mess." })).message).toBe(JoybookMessages.unsuitable);

    // The chat's own words are checked too: a reply edited after the fact, say.
    const rude = await chatWith(harness.app, author.token, botId, ["Any spirits tonight?"]);
    const reply = rude.messages.at(-1)!;
    const edited = await post(
      "/v1/chat/edit/bot/message",
      { dialogueId: rude.dialogueId, msgId: reply.msgId, content: "Fuck off, spirits." },
      author.token,
    );
    expect(edited.code).toBe(0);
    const flaggedMessage = await share({ dialogueId: rude.dialogueId, msgIds: [reply.msgId] });
    expect(flaggedMessage.message).toBe(JoybookMessages.unsuitable);
    expect((await post("/messages/post/getPersonalPosts", {}, author.token)).result.total).toBe(before);
  });

  it("refuses chats with private or unlisted bots", async () => {
    for (const visibility of ["private", "unlisted"]) {
      const ownBot = (
        await buildBot(harness.database.db, {
          creatorId: creator.row.id,
          name: `Hidden ${visibility}`,
          greeting: "Only you can see me.",
          visibility,
        })
      ).botId;
      const own = await chatWith(harness.app, creator.token, ownBot, ["Hello there."]);
      const refused = await post(
        "/messages/post/add",
        { dialogueId: own.dialogueId, msgIds: ids(own.messages), title: "Secret", showAuthor: true },
        creator.token,
      );
      expect(refused.status).toBe(403);
      expect(refused.message).toBe(JoybookMessages.onlyPublicBots);
      expect(
        (
          await post(
            "/messages/post/summary",
            { dialogueId: own.dialogueId, msgIds: ids(own.messages) },
            creator.token,
          )
        ).message,
      ).toBe(JoybookMessages.onlyPublicBots);
    }
  });

  it("checks every field and who may share", async () => {
    const msgIds = ids(chat.messages);
    const cases: [object, string][] = [
      [{ title: "   " }, JoybookMessages.titleRequired],
      [{ title: "x".repeat(JOYBOOK_LIMITS.titleMax + 1) }, JoybookMessages.titleTooLong],
      [{ summary: "x".repeat(JOYBOOK_LIMITS.summaryMax + 1) }, JoybookMessages.summaryTooLong],
      [{ msgIds: [] }, JoybookMessages.chooseMessages],
      [
        { msgIds: Array.from({ length: 51 }, (_, index) => String(index + 1)) },
        JoybookMessages.chooseMessages,
      ],
      [{ msgIds: [msgIds[1], msgIds[1]] }, JoybookMessages.messagesRepeated],
      [{ showAuthor: "yes" }, "body.showAuthor"],
    ];
    for (const [fields, message] of cases) {
      const refused = await share(fields);
      expect(refused.status).toBe(400);
      expect(refused.code).toBe(ResponseCode.INVALID_INPUT);
      expect(refused.message).toContain(message);
    }
    // A message of another dialogue, even the author's own, is not part of this chat.
    const other = await chatWith(harness.app, author.token, botId, []);
    const foreign = await share({ msgIds: [msgIds[1], other.messages[0]!.msgId] });
    expect(foreign.message).toBe(JoybookMessages.messagesNotInDialogue);
    // Someone else's dialogue does not exist for the caller; visitors must sign in.
    const stranger = await share({}, reader.token);
    expect(stranger.status).toBe(404);
    expect(stranger.message).toBe(ChatMessages.dialogueInvalid);
    const visitor = await post(
      "/messages/post/add",
      { dialogueId: chat.dialogueId, msgIds, title: "Hi", showAuthor: true },
      null,
    );
    expect(visitor.code).toBe(ResponseCode.NEED_LOGIN);
  });
});

describe("the feed", () => {
  let otherBot: string;
  let otherPost: string;

  beforeAll(async () => {
    otherBot = (
      await buildBot(harness.database.db, {
        creatorId: creator.row.id,
        name: "Ivy Quill",
        greeting: "Ink and paper.",
      })
    ).botId;
    const ivy = await chatWith(harness.app, reader.token, otherBot, ["Write me a poem."]);
    clock.advance(60_000);
    const added = await post(
      "/messages/post/add",
      { dialogueId: ivy.dialogueId, msgIds: ids(ivy.messages), title: "A poem", showAuthor: true },
      reader.token,
    );
    otherPost = added.result.id;
  });

  it("lists posts newest first, pages them, and filters by bot", async () => {
    const all = await post("/messages/post/list", { limit: 50 }, null);
    expect(all.result.list[0].id).toBe(otherPost);
    const times = all.result.list.map((card: { createdAt: string }) => card.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.result.total).toBe(all.result.list.length);
    const second = await post("/messages/post/list", { page: 2, limit: 1 }, null);
    expect(second.result).toMatchObject({ page: 2, limit: 1, total: all.result.total });
    expect(second.result.list.map((card: { id: string }) => card.id)).toEqual([all.result.list[1].id]);
    expect(await feedIds({ botId: otherBot })).toEqual([otherPost]);
    expect(await feedIds({ botId })).not.toContain(otherPost);
    expect((await post("/messages/post/list", { limit: 51 }, null)).status).toBe(400);
    expect((await post("/messages/post/list", { sort: "random" }, null)).status).toBe(400);
  });

  it("sorts popular posts by likes", async () => {
    const liked = await get(`/messages/post/like?postId=${otherPost}`, author.token);
    expect(liked.result.likes).toBe(1);
    const oldest = (await post("/messages/post/list", { limit: 50 }, null)).result.list.at(-1).id;
    await get(`/messages/post/like?postId=${oldest}`, author.token);
    await get(`/messages/post/like?postId=${oldest}`, reader.token);
    expect((await feedIds({ sort: "popular", limit: 2 })).slice(0, 2)).toEqual([oldest, otherPost]);
  });

  it("drops posts whose bot is no longer public; only their author still sees them, marked", async () => {
    const hidden = await post(
      "/ai/roleInfo/updateBotVisibility",
      { botId: otherBot, visibility: "private" },
      creator.token,
    );
    expect(hidden.code).toBe(0);
    expect(await feedIds({ limit: 50 })).not.toContain(otherPost);
    expect(await feedIds({ botId: otherBot })).toEqual([]);
    const profile = await post("/messages/post/getUserPosts", { userId: reader.user.id }, author.token);
    expect(profile.result.list).toEqual([]);
    const mine = await post("/messages/post/getPersonalPosts", {}, reader.token);
    expect(mine.result.list).toEqual([expect.objectContaining({ id: otherPost, available: false })]);
    const info = await get(`/messages/post/info?postId=${otherPost}`, reader.token);
    expect(info.code).toBe(ResponseCode.BOT_UNAVAILABLE);
    expect(info.message).toBe("Bot unavailable now, try something else");
  });

  it("a user's posts are theirs only, and the personal list needs a sign-in", async () => {
    const profile = await post("/messages/post/getUserPosts", { userId: author.user.id, limit: 50 }, null);
    expect(profile.result.list.length).toBeGreaterThan(0);
    for (const card of profile.result.list)
      expect(card).toMatchObject({ userId: author.user.id, visibility: PostVisibility.SHOW_AUTHOR });
    expect((await post("/messages/post/getUserPosts", { userId: "99999999" }, null)).result).toMatchObject({
      list: [],
      total: 0,
    });
    expect((await post("/messages/post/getUserPosts", { userId: "me" }, null)).status).toBe(400);
    expect((await post("/messages/post/getPersonalPosts", {}, null)).code).toBe(ResponseCode.NEED_LOGIN);
  });
});

describe("likes, shares and deleting", () => {
  let postId: string;
  beforeAll(async () => {
    postId = (await share({ title: "Likes and shares" })).result.id;
  });

  it("likes are idempotent and move the count only when the like changes", async () => {
    const like = (token: string | null) => get(`/messages/post/like?postId=${postId}`, token);
    const unlike = (token: string | null) => get(`/messages/post/cancel/like?postId=${postId}`, token);
    expect((await like(reader.token)).result).toEqual({ postId, liked: true, likes: 1 });
    expect((await like(reader.token)).result).toEqual({ postId, liked: true, likes: 1 });
    expect((await like(creator.token)).result.likes).toBe(2);
    const seen = await get(`/messages/post/info?postId=${postId}`, reader.token);
    expect(seen.result).toMatchObject({ likes: 2, liked: true });
    expect((await get(`/messages/post/info?postId=${postId}`, null)).result.liked).toBe(false);
    expect((await unlike(reader.token)).result).toEqual({ postId, liked: false, likes: 1 });
    expect((await unlike(reader.token)).result).toEqual({ postId, liked: false, likes: 1 });
    expect((await unlike(author.token)).result.likes).toBe(1);
    expect((await like(null)).code).toBe(ResponseCode.NEED_LOGIN);
    expect((await get("/messages/post/like?postId=99999999", reader.token)).message).toBe(
      JoybookMessages.postNotFound,
    );
    expect((await get("/messages/post/like?postId=abc", reader.token)).status).toBe(400);
  });

  it("counts shares, from visitors too, and answers the post's web path", async () => {
    const first = await get(`/messages/post/share?postId=${postId}`, reader.token);
    expect(first.result).toEqual({ postId, shares: 1, sharePath: `/joydtl/${postId}` });
    expect((await get(`/messages/post/share?postId=${postId}`, null)).result.shares).toBe(2);
    expect((await get(`/messages/post/info?postId=${postId}`, null)).result.shares).toBe(2);
    expect((await get("/messages/post/share?postId=99999999", null)).status).toBe(404);
  });

  it("only the author deletes a post; for anyone else it does not exist", async () => {
    const denied = await post("/messages/post/delete", { postId }, reader.token);
    expect(denied.status).toBe(404);
    expect(denied.message).toBe(JoybookMessages.postNotFound);
    expect((await post("/messages/post/delete", { postId }, null)).code).toBe(ResponseCode.NEED_LOGIN);
    expect((await get(`/messages/post/info?postId=${postId}`, null)).code).toBe(0);

    expect((await post("/messages/post/delete", { postId }, author.token)).result).toEqual({ postId });
    const gone = await get(`/messages/post/info?postId=${postId}`, reader.token);
    expect(gone.status).toBe(404);
    expect(gone.message).toBe(JoybookMessages.postNotFound);
    expect(await feedIds({ limit: 50 })).not.toContain(postId);
    expect((await post("/messages/post/delete", { postId }, author.token)).status).toBe(404);
  });
});
