import { ChatMessages, JoybookMessages, ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { dialogueMessages, type ShownMessage } from "../../../test/chats.ts";
import {
  buildBot,
  buildDialogue,
  buildMessage,
  buildPost,
  buildSession,
  type TestAccount,
} from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let creator: TestAccount;
let author: TestAccount;
let reader: TestAccount;
let botId: string;
let postId: string;
/** The author's chat, shared whole in the post the tests continue. */
const shared = [
  { role: "bot", content: "*leans on the oar* Tide's turning. Where to?" },
  { role: "user", content: "Take me to the far shore." },
  { role: "bot", content: "*pushes off* The far shore, then. Keep your hands inside the boat." },
  { role: "user", content: "Does the lantern keep the spirits away?" },
  { role: "bot", content: "*taps the green glass* As long as it burns, they keep their distance." },
] as const;

beforeAll(async () => {
  harness = await createTestApp({ env: { OFFLINE_MODEL_DELAY_MS: "0" } });
  [creator, author, reader] = [
    await buildSession(harness.database.db),
    await buildSession(harness.database.db),
    await buildSession(harness.database.db),
  ];
  botId = (
    await buildBot(harness.database.db, {
      creatorId: creator.row.id,
      name: "Marlow Reed",
      greeting: "*leans on the oar* Tide's turning. Where to?",
      scenario: "A ferry crossing the misty river Lethe at dusk.",
      lore: [{ keywords: ["lantern"], content: "Marlow's green lantern keeps river spirits away." }],
    })
  ).botId;
  const db = harness.database.db;
  const dialogue = await buildDialogue(db, { userId: author.row.id, botId: Number(botId) });
  for (const { role, content } of shared.slice(1))
    await buildMessage(db, { dialogueId: dialogue.id, role, content });
  const built = await buildPost(db, {
    userId: author.row.id,
    botId: Number(botId),
    dialogueId: dialogue.id,
    title: "Ferry",
    messages: shared.map(({ role, content }) => ({ role, text: content })),
  });
  postId = String(built.id);
});
afterAll(() => harness.close());

const post = (url: string, body: object, token: string | null) =>
  call(harness.app, "POST", `/api${url}`, { body, token });
const get = (url: string, token: string | null) => call(harness.app, "GET", `/api${url}`, { token });
const botChats = async () =>
  (await get(`/ai/roleInfo/getBotInfo?botId=${botId}`, creator.token)).result.chats as number;

describe("continuing a shared chat", () => {
  it("checks that a post can be opened", async () => {
    expect((await get(`/post/chat/checkPostValid?postId=${postId}`, null)).result).toEqual({
      postId,
      botId,
      valid: true,
    });
    const missing = await get("/post/chat/checkPostValid?postId=99999999", null);
    expect(missing.status).toBe(404);
    expect(missing.message).toBe(JoybookMessages.postNotFound);
  });

  it("starts a new dialogue of the viewer whose history is the post's messages, and the chat goes on", async () => {
    const chatsBefore = await botChats();
    const started = await post("/post/chat/createDialogue", { postId }, reader.token);
    expect(started.code, started.message).toBe(0);
    expect(started.result).toMatchObject({ botId, botName: "Marlow Reed", hasMore: false });
    const { dialogueId } = started.result;
    const history = (started.result.messages as ShownMessage[]).map(({ role, content }) => ({
      role,
      content,
    }));
    expect(history).toEqual(shared);
    expect(
      started.result.messages.every((message: { dialogueId: string }) => message.dialogueId === dialogueId),
    ).toBe(true);

    // The dialogue is the reader's own: it opens for them and not for the author.
    expect((await post("/v1/chat/enterDialogueV2", { botId, dialogueId }, reader.token)).code).toBe(0);
    const foreign = await post("/v1/chat/chatHistory", { dialogueId }, author.token);
    expect(foreign.message).toBe(ChatMessages.dialogueInvalid);

    const sent = await post(
      "/v1/chat/chat",
      { botId, dialogueId, content: "Tell me more about that green lantern." },
      reader.token,
    );
    expect(sent.code, sent.message).toBe(0);
    expect(sent.result.reply).toMatchObject({ role: "bot", dialogueId });
    expect(sent.result.reply.content.length).toBeGreaterThan(0);
    const after = await dialogueMessages(harness.app, reader.token, dialogueId);
    expect(after.map(({ role, content }) => ({ role, content }))).toEqual([
      ...history,
      { role: "user", content: "Tell me more about that green lantern." },
      { role: "bot", content: sent.result.reply.content },
    ]);

    const info = await get(`/messages/post/info?postId=${postId}`, null);
    expect(info.result.chatNum).toBe(1);
    expect(await botChats()).toBe(chatsBefore + 1);
    // Continuing again is another new dialogue.
    const again = await post("/post/chat/createDialogue", { postId }, reader.token);
    expect(again.result.dialogueId).not.toBe(dialogueId);
    expect((await get(`/messages/post/info?postId=${postId}`, null)).result.chatNum).toBe(2);
  });

  it("needs a sign-in and an existing post", async () => {
    expect((await post("/post/chat/createDialogue", { postId }, null)).code).toBe(ResponseCode.NEED_LOGIN);
    const missing = await post("/post/chat/createDialogue", { postId: "99999999" }, reader.token);
    expect(missing.status).toBe(404);
    expect((await post("/post/chat/createDialogue", { postId: "x" }, reader.token)).status).toBe(400);
  });

  it("answers 2001 everywhere once the bot is made private, until it is public again", async () => {
    const hide = await post(
      "/ai/roleInfo/updateBotVisibility",
      { botId, visibility: "private" },
      creator.token,
    );
    expect(hide.code).toBe(0);
    const unavailable = [
      await get(`/messages/post/info?postId=${postId}`, reader.token),
      await get(`/post/chat/checkPostValid?postId=${postId}`, null),
      await post("/post/chat/createDialogue", { postId }, reader.token),
      await get(`/messages/post/like?postId=${postId}`, reader.token),
      await get(`/messages/post/share?postId=${postId}`, null),
    ];
    for (const response of unavailable) {
      expect(response.code).toBe(ResponseCode.BOT_UNAVAILABLE);
      expect(response.message).toBe("Bot unavailable now, try something else");
    }
    expect((await get(`/messages/post/info?postId=${postId}`, creator.token)).code).toBe(
      ResponseCode.BOT_UNAVAILABLE,
    );
    expect((await post("/messages/post/list", { botId }, null)).result.list).toEqual([]);

    await post("/ai/roleInfo/updateBotVisibility", { botId, visibility: "public" }, creator.token);
    expect((await get(`/post/chat/checkPostValid?postId=${postId}`, null)).code).toBe(0);
    expect((await get(`/messages/post/info?postId=${postId}`, null)).result.chatNum).toBe(2);
  });
});
