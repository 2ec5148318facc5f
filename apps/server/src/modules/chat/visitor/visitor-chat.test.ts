import { AuthMessages, CharacterMessages, ChatMessages, ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { buildBot, buildSession, type TestAccount } from "../../../../test/factories/index.ts";
import { createTestApp, movableClock } from "../../../../test/harness.ts";
import { parseEvents } from "../../../../test/sse.ts";

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Message = { role: "user" | "bot"; content: string };

const clock = movableClock(new Date("2026-03-10T12:00:00Z"));
let harness: Harness;
let creator: TestAccount;
let reader: TestAccount;
let botId: string;
let privateBotId: string;

const GREETING = "*leans on the oar* Tide's turning, {{user}}. Where to?";

beforeAll(async () => {
  harness = await createTestApp({
    clock,
    env: { OFFLINE_MODEL_DELAY_MS: "0", VISITOR_MESSAGES: "3", VISITOR_MESSAGES_PER_DAY: "8" },
  });
  [creator, reader] = [
    await buildSession(harness.database.db, { now: clock.now() }),
    await buildSession(harness.database.db, { now: clock.now() }),
  ];
  const bot = async (visibility: string) =>
    (
      await buildBot(harness.database.db, {
        creatorId: creator.row.id,
        name: "Marlow Reed",
        greeting: GREETING,
        alternateGreetings: ["Back again? The river remembers you."],
        scenario: "A ferry crossing the misty river Lethe at dusk.",
        personality: "gruff, kind, superstitious",
        visibility,
      })
    ).botId;
  botId = await bot("public");
  privateBotId = await bot("private");
});
afterAll(() => harness.close());

let addresses = 0;
/** A fresh address per conversation unless told, so the daily cap of one test does not touch another. */
const freshIp = () => {
  addresses += 1;
  return `172.16.${addresses >> 8}.${addresses & 255}`;
};

async function visitorChat(
  messages: Message[],
  options: { ip?: string; bot?: string; token?: string; app?: Harness["app"] } = {},
) {
  const response = await (options.app ?? harness.app).inject({
    method: "POST",
    url: "/api/v1/chat/preview/chat",
    payload: { botId: options.bot ?? botId, messages },
    remoteAddress: options.ip ?? freshIp(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  const streamed = response.headers["content-type"]?.toString().includes("text/event-stream");
  return {
    status: response.statusCode,
    events: streamed ? parseEvents(response.body) : [],
    envelope: streamed ? null : (response.json() as { code: number; message: string }),
  };
}

/** The visitor's conversation after `turns` exchanges, as the browser would keep it. */
async function converse(turns: string[], ip = freshIp()) {
  const messages: Message[] = [];
  for (const content of turns) {
    messages.push({ role: "user", content });
    const { events } = await visitorChat(messages, { ip });
    const done = events.at(-1)!;
    expect(done.event, JSON.stringify(events.at(-1))).toBe("done");
    messages.push({ role: "bot", content: done.data.content });
  }
  return messages;
}

describe("a visitor's chat", () => {
  it("streams a reply from the offline model without storing anything", async () => {
    const ip = freshIp();
    const before = await call(harness.app, "GET", "/api/v1/chat/preview/allowance", { ip });
    expect(before.result).toEqual({ messagesPerChat: 3, leftToday: 8 });

    const { status, events } = await visitorChat([{ role: "user", content: "Where does this river go?" }], {
      ip,
    });
    expect(status).toBe(200);
    const deltas = events.filter((event) => event.event === "delta");
    expect(deltas.length).toBeGreaterThan(2);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data).toEqual({
      role: "bot",
      content: deltas
        .map((event) => event.data.text)
        .join("")
        .trim(),
      messagesLeft: 2,
    });
    expect(done.data.content.length).toBeGreaterThan(0);
    const after = await call(harness.app, "GET", "/api/v1/chat/preview/allowance", { ip });
    expect(after.result.leftToday).toBe(7);
  });

  it("answers later turns from the whole conversation, counting down what is left", async () => {
    const ip = freshIp();
    const messages = await converse(["Hello there.", "Is the lantern safe?"], ip);
    expect(messages).toHaveLength(4);
    messages.push({ role: "user", content: "Take me across, please." });
    const { events } = await visitorChat(messages, { ip });
    expect(events.at(-1)).toMatchObject({ event: "done", data: { messagesLeft: 0 } });
  });

  it("asks the visitor to sign in past VISITOR_MESSAGES user messages (code 109)", async () => {
    const messages: Message[] = [];
    for (let turn = 0; turn < 3; turn += 1)
      messages.push(
        { role: "user", content: `Question ${turn}` },
        { role: "bot", content: `Answer ${turn}` },
      );
    messages.push({ role: "user", content: "One more?" });
    const { status, envelope } = await visitorChat(messages);
    expect(status).toBe(401);
    expect(envelope).toMatchObject({ code: ResponseCode.NEED_LOGIN, message: ChatMessages.visitorLimit });
  });

  it("refuses a conversation whose turns do not alternate from the user's to the user's", async () => {
    const orders: Message[][] = [
      [{ role: "bot", content: "I speak first" }],
      [
        { role: "user", content: "Hi" },
        { role: "user", content: "Hello?" },
      ],
      [
        { role: "user", content: "Hi" },
        { role: "bot", content: "Ahoy" },
      ],
    ];
    for (const messages of orders) {
      const { status, envelope } = await visitorChat(messages);
      expect(status).toBe(400);
      expect(envelope).toMatchObject({
        code: ResponseCode.INVALID_INPUT,
        message: ChatMessages.visitorOrder,
      });
    }
    const empty = await visitorChat([{ role: "user", content: "   " }]);
    expect(empty.status).toBe(400);
    expect(empty.envelope!.message).toContain(ChatMessages.messageEmpty);
    const huge = await visitorChat([{ role: "user", content: "x".repeat(4001) }]);
    expect(huge.envelope!.message).toContain(ChatMessages.messageTooLong);
  });

  it("answers 2001 for a private bot, even to its creator as a visitor", async () => {
    for (const token of [undefined, creator.token]) {
      const { envelope } = await visitorChat([{ role: "user", content: "Hello?" }], {
        bot: privateBotId,
        ...(token ? { token } : {}),
      });
      expect(envelope).toMatchObject({
        code: ResponseCode.BOT_UNAVAILABLE,
        message: CharacterMessages.botNotFound,
      });
    }
  });

  it("refuses flagged input without counting it", async () => {
    const ip = freshIp();
    const { status, envelope } = await visitorChat([{ role: "user", content: "you fuuuucking idiot" }], {
      ip,
    });
    expect(status).toBe(400);
    expect(envelope!.message).toBe(ChatMessages.inputFlagged);
    const allowance = await call(harness.app, "GET", "/api/v1/chat/preview/allowance", { ip });
    expect(allowance.result.leftToday).toBe(8);
  });

  it("caps the messages of one address per day, across conversations, until the next UTC day", async () => {
    const ip = freshIp();
    for (let conversation = 0; conversation < 4; conversation += 1) await converse(["Hi!", "Bye!"], ip);
    const { status, envelope } = await visitorChat([{ role: "user", content: "Anyone?" }], { ip });
    expect(status).toBe(401);
    expect(envelope).toMatchObject({
      code: ResponseCode.NEED_LOGIN,
      message: ChatMessages.visitorDailyLimit,
    });
    // Another address is not affected, and the next day starts afresh.
    expect((await visitorChat([{ role: "user", content: "Anyone?" }])).status).toBe(200);
    clock.advance(24 * 60 * 60 * 1000);
    expect((await visitorChat([{ role: "user", content: "Anyone?" }], { ip })).status).toBe(200);
  });

  it("keeps to the per-minute pace of one address", async () => {
    const ip = freshIp();
    const sends = [];
    for (let index = 0; index < 21; index += 1)
      sends.push(await visitorChat([{ role: "bot", content: "bad order" }], { ip }));
    expect(sends.slice(0, 20).every((send) => send.status === 400)).toBe(true);
    expect(sends[20]!.envelope).toMatchObject({
      code: ResponseCode.TOO_MANY_REQUESTS,
      message: AuthMessages.tooManyAttempts,
    });
  });
});

describe("QUOTAS=off", () => {
  let open: Harness;
  beforeAll(async () => {
    open = await createTestApp({
      env: { OFFLINE_MODEL_DELAY_MS: "0", QUOTAS: "off", VISITOR_MESSAGES_PER_DAY: "0" },
    });
  });
  afterAll(() => open.close());

  it("lifts the daily cap of visitors but not the per-chat limit", async () => {
    const ip = "192.168.7.7";
    // A bot of the seed, which every fresh database has.
    const seeded = await call(open.app, "POST", "/api/ai/roleInfo/queryBotInfo", { body: { limit: 1 } });
    const bot = seeded.result.list[0].id;
    const { events } = await visitorChat([{ role: "user", content: "Hello?" }], { ip, bot, app: open.app });
    expect(events.at(-1)).toMatchObject({ event: "done", data: { messagesLeft: 4 } });
    const allowance = await call(open.app, "GET", "/api/v1/chat/preview/allowance", { ip });
    expect(allowance.result).toEqual({ messagesPerChat: 5, leftToday: null });
  });
});

describe("adopting the visitor's chat after sign-in", () => {
  it("starts a new dialogue: the greeting, then the visitor's messages, which the chat goes on from", async () => {
    const messages = await converse(["Where does this river go?", "Is the lantern safe?"]);
    const adopted = await call(harness.app, "POST", "/api/v1/chat/visitor/adopt", {
      token: reader.token,
      body: { botId, messages },
    });
    expect(adopted.code).toBe(0);
    const { dialogueId } = adopted.result;
    expect(adopted.result).toMatchObject({ botId, botName: "Marlow Reed", hasMore: false });
    expect(adopted.result.model).toMatchObject({ offline: true });
    const [greeting, ...rest] = adopted.result.messages;
    expect(greeting).toMatchObject({ role: "bot", swipeIndex: 0 });
    expect(greeting.content).toBe(`*leans on the oar* Tide's turning, ${reader.user.userName}. Where to?`);
    expect(greeting.swipes).toHaveLength(2);
    expect(rest.map(({ role, content }: Message) => ({ role, content }))).toEqual(messages);

    const history = await call(harness.app, "POST", "/api/v1/chat/chatHistory", {
      token: reader.token,
      body: { dialogueId, limit: 10 },
    });
    expect(history.result.messages.map((message: Message) => message.content).reverse()).toEqual([
      greeting.content,
      ...messages.map((message) => message.content),
    ]);
    // The chat goes on as any other: the next message takes the next place.
    const next = await call(harness.app, "POST", "/api/v1/chat/chat", {
      token: reader.token,
      body: { botId, dialogueId, content: "Take me across." },
    });
    expect(next.code).toBe(0);
    const count = await call(harness.app, "GET", `/api/v1/chat/chatHistoryCount?dialogueId=${dialogueId}`, {
      token: reader.token,
    });
    expect(count.result).toBe(7);
    const entered = await call(harness.app, "POST", "/api/v1/chat/enterDialogueV2", {
      token: reader.token,
      body: { botId },
    });
    expect(entered.result.dialogueId).toBe(dialogueId);
    // Only its owner reads it.
    const theirs = await call(harness.app, "POST", "/api/v1/chat/chatHistory", {
      token: creator.token,
      body: { dialogueId },
    });
    expect(theirs.message).toBe(ChatMessages.dialogueInvalid);
  });

  it("needs a signed-in user", async () => {
    const refused = await call(harness.app, "POST", "/api/v1/chat/visitor/adopt", {
      body: {
        botId,
        messages: [
          { role: "user", content: "Hi" },
          { role: "bot", content: "Ahoy" },
        ],
      },
    });
    expect(refused.status).toBe(401);
    expect(refused.code).toBe(ResponseCode.NEED_LOGIN);
  });

  it("takes only a whole conversation within the visitor's limit, with a bot it may chat with", async () => {
    const adopt = (body: object) =>
      call(harness.app, "POST", "/api/v1/chat/visitor/adopt", { token: reader.token, body });
    const unanswered = await adopt({ botId, messages: [{ role: "user", content: "Hi" }] });
    expect(unanswered.message).toBe(ChatMessages.visitorOrder);
    const long: Message[] = [];
    for (let turn = 0; turn < 4; turn += 1)
      long.push({ role: "user", content: `Q${turn}` }, { role: "bot", content: `A${turn}` });
    const tooLong = await adopt({ botId, messages: long });
    expect(tooLong.status).toBe(400);
    expect(tooLong.message).toBe("messages: at most 6 messages");
    const hidden = await adopt({
      botId: privateBotId,
      messages: [
        { role: "user", content: "Hi" },
        { role: "bot", content: "Ahoy" },
      ],
    });
    expect(hidden.code).toBe(ResponseCode.BOT_UNAVAILABLE);
    const flagged = await adopt({
      botId,
      messages: [
        { role: "user", content: "you fuuuucking idiot" },
        { role: "bot", content: "Ahoy" },
      ],
    });
    expect(flagged.message).toBe(ChatMessages.inputFlagged);
  });
});
