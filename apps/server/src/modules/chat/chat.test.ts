import { CharacterMessages, ChatMessages, ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildBot, buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";
import { streamPost } from "../../../test/sse.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let reader: TestAccount;
let stranger: TestAccount;
let creator: TestAccount;
let botId: string;
beforeAll(async () => {
  harness = await createTestApp({ env: { OFFLINE_MODEL_DELAY_MS: "0" } });
  [reader, stranger, creator] = [
    await buildSession(harness.database.db),
    await buildSession(harness.database.db),
    await buildSession(harness.database.db),
  ];
  ({ botId } = await buildBot(harness.database.db, {
    creatorId: creator.row.id,
    name: "Marlow Reed",
    greeting: "*leans on the oar* Tide's turning, {{user}}. Where to?",
    alternateGreetings: ["Back again? The river remembers you."],
    scenario: "A ferry crossing the misty river Lethe at dusk.",
    personality: "gruff, kind, superstitious",
    lore: [{ keywords: ["lantern"], content: "Marlow's green lantern keeps river spirits away." }],
    // Readers may debug their prompt only when the creator shows the definition.
    definitionVisible: true,
  }));
});
afterAll(() => harness.close());

const post = (url: string, body: object, token: string | null = reader.token) =>
  call(harness.app, "POST", `/api${url}`, { body, token });

const stream = (url: string, body: object, token = reader.token) =>
  streamPost(harness.app, `/api${url}`, body, token);

describe("a chat with the offline model", () => {
  let dialogueId: string;

  it("opens with the greeting as message 0 and the alternate greetings as its swipes", async () => {
    const entered = await post("/v1/chat/enterDialogueV2", { botId, entrance: "profile" });
    expect(entered.code).toBe(0);
    dialogueId = entered.result.dialogueId;
    expect(entered.result.model).toMatchObject({ id: "offline", offline: true });
    const [greeting] = entered.result.messages;
    expect(greeting).toMatchObject({ role: "bot", swipeIndex: 0 });
    expect(greeting.swipes).toHaveLength(2);
    expect(greeting.content).toContain(`Tide's turning, ${reader.user.userName}.`);
    // Entering again resumes the same dialogue.
    const again = await post("/v1/chat/enterDialogueV2", { botId });
    expect(again.result.dialogueId).toBe(dialogueId);
  });

  it("starts one dialogue when several requests enter a new chat at the same moment", async () => {
    const newcomer = await buildSession(harness.database.db);
    const entered = await Promise.all(
      Array.from({ length: 4 }, () => post("/v1/chat/enterDialogueV2", { botId }, newcomer.token)),
    );
    const ids = new Set(entered.map((answer) => answer.result.dialogueId));
    expect(entered.map((answer) => answer.code)).toEqual([0, 0, 0, 0]);
    expect(ids.size).toBe(1);
  });

  it("streams a reply in pieces and stores both messages", async () => {
    const { response, events } = await stream("/v1/chat/streamChat", {
      botId,
      dialogueId,
      content: "Where does this river go? Is the lantern safe?",
    });
    expect(response.headers["content-type"]).toContain("text/event-stream");
    const deltas = events.filter((event) => event.event === "delta");
    expect(deltas.length).toBeGreaterThan(2);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(
      deltas
        .map((event) => event.data.text)
        .join("")
        .trim(),
    ).toBe(done.data.content);
    expect(done.data).toMatchObject({ role: "bot", dialogueId, swipeIndex: 0 });
    expect(done.data.userMessage).toMatchObject({
      role: "user",
      content: "Where does this river go? Is the lantern safe?",
    });

    const history = await post("/v1/chat/chatHistory", { dialogueId, limit: 10 });
    expect(history.result.messages.map((message: { role: string }) => message.role)).toEqual([
      "bot",
      "user",
      "bot",
    ]);
    const counted = await call(harness.app, "GET", `/api/v1/chat/chatHistoryCount?dialogueId=${dialogueId}`, {
      token: reader.token,
    });
    expect(counted.result).toBe(3);
  });

  it("regenerates a reply as a new swipe, and swipes back to the first", async () => {
    const history = await post("/v1/chat/chatHistory", { dialogueId, limit: 1 });
    const reply = history.result.messages[0];
    const { events } = await stream("/v2/chat/regenerateStreamChat", { dialogueId, msgId: reply.msgId });
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data.swipes).toHaveLength(2);
    expect(done.data.swipeIndex).toBe(1);
    expect(done.data.swipes[1]).not.toBe(done.data.swipes[0]);
    const chosen = await post("/v2/chat/chooseMessage", { dialogueId, msgId: reply.msgId, swipeIndex: 0 });
    expect(chosen.result.content).toBe(reply.content);
    const missing = await post("/v2/chat/chooseMessage", { dialogueId, msgId: reply.msgId, swipeIndex: 5 });
    expect(missing.status).toBe(400);
  });

  it("regenerating an earlier reply clears the conversation after it (docs/product.md#chat-turn)", async () => {
    const first = await post("/v1/chat/chatHistory", { dialogueId, limit: 1 });
    const earlier = first.result.messages[0];
    const later = await post("/v1/chat/chat", { botId, dialogueId, content: "Tell me about yourself." });
    expect(later.code).toBe(0);
    expect(later.result.reply.role).toBe("bot");
    expect((await post("/v1/chat/chatHistory", { dialogueId })).result.messages).toHaveLength(5);

    const { events } = await stream("/v2/chat/regenerateStreamChat", { dialogueId, msgId: earlier.msgId });
    expect(events.at(-1)!.event).toBe("done");
    const after = (await post("/v1/chat/chatHistory", { dialogueId })).result.messages;
    expect(after).toHaveLength(3);
    expect(after[0].msgId).toBe(earlier.msgId);
    expect(after[0].swipes).toHaveLength(3);
  });

  it("starts a new chat on request, keeping the old one", async () => {
    const fresh = await post("/v1/chat/enterDialogueV2", { botId, newChat: true });
    expect(fresh.result.dialogueId).not.toBe(dialogueId);
    expect(fresh.result.messages).toHaveLength(1);
    const old = await post("/v1/chat/enterDialogueV2", { botId, dialogueId });
    expect(old.result.messages.length).toBeGreaterThan(1);
  });

  it("refuses empty and oversized messages without storing anything", async () => {
    const entered = await post("/v1/chat/enterDialogueV2", { botId });
    const empty = await post("/v1/chat/chat", {
      botId,
      dialogueId: entered.result.dialogueId,
      content: "   ",
    });
    expect(empty.status).toBe(400);
    expect(empty.message).toContain(ChatMessages.messageEmpty);
    const huge = await post("/v1/chat/chat", {
      botId,
      dialogueId: entered.result.dialogueId,
      content: "x".repeat(4001),
    });
    expect(huge.message).toContain(ChatMessages.messageTooLong);
    const count = await call(
      harness.app,
      "GET",
      `/api/v1/chat/chatHistoryCount?dialogueId=${entered.result.dialogueId}`,
      {
        token: reader.token,
      },
    );
    expect(count.result).toBe(1);
  });
});

describe("ownership", () => {
  it("nobody else — the bot's creator included — reads or writes a user's dialogue", async () => {
    const { dialogueId } = (await post("/v1/chat/enterDialogueV2", { botId })).result;
    for (const token of [stranger.token, creator.token]) {
      const enter = await post("/v1/chat/enterDialogueV2", { botId, dialogueId }, token);
      expect(enter.status).toBe(404);
      expect(enter.message).toBe(ChatMessages.dialogueInvalid);
      const history = await post("/v1/chat/chatHistory", { dialogueId }, token);
      expect(history.message).toBe(ChatMessages.dialogueInvalid);
      const send = await post("/v1/chat/chat", { botId, dialogueId, content: "Hijack!" }, token);
      expect(send.status).toBe(404);
    }
    const count = await call(harness.app, "GET", `/api/v1/chat/chatHistoryCount?dialogueId=${dialogueId}`, {
      token: reader.token,
    });
    expect(count.result).toBe(1);
  });

  it("a bot made private answers 2001 to everyone but its creator; visitors must sign in", async () => {
    await call(harness.app, "POST", "/api/ai/roleInfo/updateBotVisibility", {
      token: creator.token,
      body: { botId, visibility: "private" },
    });
    const refused = await post("/v1/chat/enterDialogueV2", { botId });
    expect(refused.code).toBe(ResponseCode.BOT_UNAVAILABLE);
    expect(refused.message).toBe(CharacterMessages.botNotFound);
    expect((await post("/v1/chat/enterDialogueV2", { botId }, creator.token)).code).toBe(0);
    await call(harness.app, "POST", "/api/ai/roleInfo/updateBotVisibility", {
      token: creator.token,
      body: { botId, visibility: "public" },
    });
    expect((await post("/v1/chat/enterDialogueV2", { botId }, null)).code).toBe(ResponseCode.NEED_LOGIN);
  });
});

describe("message actions, memory and the chats list", () => {
  it("edits, rates, pins and deletes messages of the reader's own dialogue only", async () => {
    const { dialogueId } = (await post("/v1/chat/enterDialogueV2", { botId, newChat: true })).result;
    const turn = await post("/v1/chat/chat", {
      botId,
      dialogueId,
      content: "My name is Ada. Remember the lantern.",
    });
    const { userMessage, reply } = turn.result;

    const edited = await post("/v1/chat/edit/bot/message", {
      dialogueId,
      msgId: reply.msgId,
      content: "  Aye, Ada.  ",
    });
    expect(edited.result).toMatchObject({ content: "Aye, Ada.", swipes: ["Aye, Ada."] });
    const rated = await post("/v1/chat/rateMsg", { dialogueId, msgId: reply.msgId, rating: 1 });
    expect(rated.result.rating).toBe(1);
    expect((await post("/v1/chat/rateMsg", { dialogueId, msgId: userMessage.msgId, rating: 1 })).status).toBe(
      400,
    );

    const pinned = await post("/memory/pin", { dialogueId, msgId: userMessage.msgId });
    expect(pinned.result.pinned).toBe(true);
    const pins = await post("/memory/pin/list", { dialogueId });
    expect(pins.result.map((message: { msgId: string }) => message.msgId)).toEqual([userMessage.msgId]);
    const memory = await post("/memory/custom/addOrUpdate", { dialogueId, content: "Ada fears deep water." });
    expect(memory.result).toEqual({ content: "Ada fears deep water.", summary: "" });
    expect((await post("/memory/custom/get", { dialogueId })).result.content).toBe("Ada fears deep water.");

    for (const [url, body] of [
      ["/v1/chat/edit/bot/message", { dialogueId, msgId: reply.msgId, content: "Mine now" }],
      ["/memory/pin", { dialogueId, msgId: reply.msgId }],
      ["/memory/custom/get", { dialogueId }],
      ["/v1/chat/delete/bot/message", { dialogueId, msgId: reply.msgId }],
    ] as const) {
      expect((await post(url, body, creator.token)).message, url).toBe(ChatMessages.dialogueInvalid);
    }

    const deleted = await harness.app.inject({
      method: "POST",
      url: "/api/v1/chat/delete/bot/message",
      headers: {
        authorization: `Bearer ${reader.token}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: `dialogueId=${dialogueId}&msgId=${reply.msgId}`,
    });
    expect(deleted.json().result).toEqual({ deleted: [reply.msgId] });
    const greeting = (await post("/v1/chat/chatHistory", { dialogueId })).result.messages.at(-1);
    expect((await post("/v1/chat/delete/bot/message", { dialogueId, msgId: greeting.msgId })).status).toBe(
      400,
    );
  });

  it("lists each bot the reader chats with once, latest dialogue first", async () => {
    const list = await call(harness.app, "GET", "/api/v1/chat/getBotsWithChatting", { token: reader.token });
    expect(list.code).toBe(0);
    expect(list.result.filter((row: { botId: string }) => row.botId === botId)).toHaveLength(1);
    expect(list.result[0]).toMatchObject({ botId, botName: "Marlow Reed" });
    expect(list.result[0].lastMessage.length).toBeGreaterThan(0);
    const theirs = await call(harness.app, "GET", "/api/v1/chat/getBotsWithChatting", {
      token: stranger.token,
    });
    expect(theirs.result).toEqual([]);
  });
});

describe("prompt debugging", () => {
  it("shows the dialogue's owner the assembled prompt with tokens per section and the lore it activates", async () => {
    const { dialogueId } = (await post("/v1/chat/enterDialogueV2", { botId, newChat: true })).result;
    await post("/v1/chat/chat", { botId, dialogueId, content: "Light the lantern, please." });
    const debug = await post("/v1/chat/debugPrompt", { dialogueId });
    expect(debug.code).toBe(0);
    expect(debug.result.activatedLore).toHaveLength(1);
    expect(debug.result.messages[0].content).toContain("green lantern");
    const sum = debug.result.sections.reduce(
      (total: number, section: { tokens: number }) => total + section.tokens,
      0,
    );
    expect(debug.result.totalTokens).toBeGreaterThanOrEqual(sum);
    expect(debug.result.totalTokens).toBeLessThanOrEqual(debug.result.budget);
    expect((await post("/v1/chat/debugPrompt", { dialogueId }, creator.token)).message).toBe(
      ChatMessages.dialogueInvalid,
    );
  });
});
