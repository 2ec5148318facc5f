import { ChatMessages, ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { buildBot, buildSession, type TestAccount } from "../../../../test/factories/index.ts";
import { createTestApp } from "../../../../test/harness.ts";
import { streamPost } from "../../../../test/sse.ts";
import { joinContinuation } from "./continue.service.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let reader: TestAccount;
let stranger: TestAccount;
let botId: string;
let dialogueId: string;
beforeAll(async () => {
  harness = await createTestApp({ env: { OFFLINE_MODEL_DELAY_MS: "0" } });
  [reader, stranger] = [await buildSession(harness.database.db), await buildSession(harness.database.db)];
  ({ botId } = await buildBot(harness.database.db, {
    creatorId: reader.row.id,
    name: "Ivo Lantern",
    greeting: "*trims the wick* The harbour sleeps, {{user}}. Ask me anything.",
    personality: "patient, wry, fond of old maps",
    scenario: "A lighthouse keeper's room above a winter harbour.",
  }));
  const entered = await call(harness.app, "POST", "/api/v1/chat/enterDialogueV2", {
    token: reader.token,
    body: { botId },
  });
  dialogueId = entered.result.dialogueId;
});
afterAll(() => harness.close());

const post = (url: string, body: object, token = reader.token) =>
  call(harness.app, "POST", `/api${url}`, { body, token });

const stream = (url: string, body: object, token = reader.token) =>
  streamPost(harness.app, `/api${url}`, body, token);

describe("joinContinuation", () => {
  it("runs words on with one space and punctuation without one", () => {
    expect(joinContinuation("The tide rose", "and fell.")).toBe("The tide rose and fell.");
    expect(joinContinuation("The tide rose", ", slowly.")).toBe("The tide rose, slowly.");
    expect(joinContinuation("The tide rose\n", "Then fell.")).toBe("The tide rose\nThen fell.");
    expect(joinContinuation("潮水涨了", "。然后退了。")).toBe("潮水涨了。然后退了。");
    expect(joinContinuation("Unchanged", "")).toBe("Unchanged");
  });
});

describe("POST /v2/chat/continueStreamChat", () => {
  let replyId: string;
  let replyText: string;

  it("extends the latest reply's shown swipe and stores the whole text", async () => {
    const sent = await stream("/v1/chat/streamChat", {
      botId,
      dialogueId,
      content: "What is on the old map?",
    });
    const done = sent.events.at(-1)!;
    replyId = done.data.msgId;
    replyText = done.data.content;

    const { events } = await stream("/v2/chat/continueStreamChat", { dialogueId, msgId: replyId });
    const deltas = events.filter((event) => event.event === "delta").map((event) => event.data.text);
    expect(deltas.length).toBeGreaterThan(0);
    const end = events.at(-1)!;
    expect(end.event).toBe("done");
    expect(end.data.msgId).toBe(replyId);
    expect(end.data.content.startsWith(replyText)).toBe(true);
    expect(end.data.content.length).toBeGreaterThan(replyText.length + 5);
    expect(end.data.swipes).toHaveLength(1);

    const page = await post("/v1/chat/chatHistory", { dialogueId, limit: 5 });
    expect(page.result.messages[0]).toMatchObject({ msgId: replyId, content: end.data.content });
  });

  it("refuses the greeting, earlier replies and user messages, and others' dialogues", async () => {
    const history = await post("/v1/chat/chatHistory", { dialogueId, limit: 10 });
    const [reply, userMessage, greeting] = history.result.messages;
    expect(reply.msgId).toBe(replyId);
    for (const msgId of [greeting.msgId, userMessage.msgId]) {
      const refused = await post("/v2/chat/continueStreamChat", { dialogueId, msgId });
      expect(refused).toMatchObject({
        code: ResponseCode.INVALID_INPUT,
        message: ChatMessages.onlyLatestContinues,
      });
    }
    const missing = await post("/v2/chat/continueStreamChat", { dialogueId, msgId: "999999999" });
    expect(missing.message).toBe(ChatMessages.messageNotFound);
    const foreign = await post("/v2/chat/continueStreamChat", { dialogueId, msgId: replyId }, stranger.token);
    expect(foreign.message).toBe(ChatMessages.dialogueInvalid);
  });
});
