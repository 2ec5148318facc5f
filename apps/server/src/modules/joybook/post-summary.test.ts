import { ChatMessages, JOYBOOK_LIMITS, ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { chatWith } from "../../../test/chats.ts";
import { buildBot, buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";
import {
  answerCompletion,
  appAgainst,
  bodyOf,
  closeUpstream,
  completionChunk,
  localUpstream,
} from "../../../test/upstream.ts";
import { offlinePostSummary } from "./offline-post-summary.ts";
import { cleanSummary } from "./post-summary.service.ts";

type Harness = Awaited<ReturnType<typeof createTestApp>>;
const bot = {
  name: "Marlow Reed",
  greeting: "*leans on the oar* Tide's turning. Where to?",
  scenario: "A ferry crossing the misty river Lethe at dusk.",
  lore: [{ keywords: ["lantern"], content: "Marlow's green lantern keeps river spirits away." }],
};
const summarize = (harness: Harness, body: object, token: string | null) =>
  call(harness.app, "POST", "/api/messages/post/summary", { body, token });

describe("summary with the offline engine", () => {
  let harness: Harness;
  let author: TestAccount;
  let chat: Awaited<ReturnType<typeof chatWith>>;
  beforeAll(async () => {
    harness = await createTestApp({ env: { OFFLINE_MODEL_DELAY_MS: "0" } });
    author = await buildSession(harness.database.db);
    const botId = (await buildBot(harness.database.db, { creatorId: author.row.id, ...bot })).botId;
    chat = await chatWith(harness.app, author.token, botId, [
      "Is the lantern lit tonight?",
      "Why does the lantern glow green?",
    ]);
  });
  afterAll(() => harness.close());

  it("is built from the chosen messages: the bot, what recurs, how it opens", async () => {
    const msgIds = chat.messages.map((message) => message.msgId);
    const made = await summarize(harness, { dialogueId: chat.dialogueId, msgIds }, author.token);
    expect(made.code, made.message).toBe(0);
    const { summary } = made.result;
    expect(summary.length).toBeGreaterThan(0);
    expect(summary.length).toBeLessThanOrEqual(JOYBOOK_LIMITS.summaryMax);
    // The topic is a word that recurs in the chosen messages: "lantern" is in both of the user's, but the
    // offline replies (seeded by the dialogue's id, which depends on what else the database holds) may
    // repeat another one more often, such as the lore's "green".
    const topic = /^A chat with Marlow Reed about (\S+?)[.,;]?\s/.exec(summary)?.[1]?.toLowerCase();
    const inMessages = (word: string) =>
      chat.messages.filter((message) => message.content.toLowerCase().includes(word)).length;
    expect(topic, summary).toBeDefined();
    expect(inMessages(topic!), `${topic} recurs`).toBeGreaterThanOrEqual(2);
    expect(summary).toContain("It opens: “Is the lantern lit tonight?”");
    // Other messages, other summary.
    const partial = await summarize(
      harness,
      { dialogueId: chat.dialogueId, msgIds: msgIds.slice(3) },
      author.token,
    );
    expect(partial.result.summary).toContain("“Why does the lantern glow green?”");
    expect(partial.result.summary).not.toContain("Is the lantern lit tonight?");
  });

  it("is only for the dialogue's owner", async () => {
    const msgIds = [chat.messages[0]!.msgId];
    const stranger = await buildSession(harness.database.db);
    const refused = await summarize(harness, { dialogueId: chat.dialogueId, msgIds }, stranger.token);
    expect(refused.status).toBe(404);
    expect(refused.message).toBe(ChatMessages.dialogueInvalid);
    expect((await summarize(harness, { dialogueId: chat.dialogueId, msgIds }, null)).code).toBe(
      ResponseCode.NEED_LOGIN,
    );
    expect((await summarize(harness, { dialogueId: chat.dialogueId, msgIds: [] }, author.token)).status).toBe(
      400,
    );
  });
});

describe("offlinePostSummary", () => {
  it("stays within 200 characters however long the messages", () => {
    const long = "The river runs long and slow beneath the ancient stone bridge of the drowned city ".repeat(
      20,
    );
    const summary = offlinePostSummary(
      [
        { role: "user", text: long },
        { role: "bot", text: long },
      ],
      "Marlow Reed",
    );
    expect(summary.length).toBeLessThanOrEqual(JOYBOOK_LIMITS.summaryMax);
    expect(summary).toMatch(/^A chat with Marlow Reed about river, runs and long\. It opens: “The river/);
  });

  it("never makes the author's name a topic", () => {
    const messages = [
      { role: "user" as const, text: "Rowan here. Rowan wants the map." },
      { role: "bot" as const, text: "Rowan, the map is mine. The map stays." },
    ];
    expect(offlinePostSummary(messages, "Ivy", ["Rowan"])).toMatch(/^A chat with Ivy about map\./);
    expect(offlinePostSummary(messages, "Ivy")).toMatch(/^A chat with Ivy about rowan and map\./);
  });

  it("summarizes Chinese chats in Chinese", () => {
    const summary = offlinePostSummary(
      [
        { role: "user", text: "你好，这盏灯为什么是绿色的？" },
        { role: "bot", text: "*举起灯笼* 绿光能赶走河里的幽灵。" },
      ],
      "马洛",
    );
    expect(summary).toBe("与马洛的对话。开头：“你好，这盏灯为什么是绿色的？”结尾：“绿光能赶走河里的幽灵。”");
  });
});

/** An OpenAI-compatible upstream: streams chat replies, answers summaries, and records what it was asked. */
function fakeModel() {
  const asked: { messages: { role: string; content: string }[] }[] = [];
  const state = {
    summary: '"Marlow rows a traveller across the Lethe and explains his lantern."',
    fail: false,
  };
  const start = () =>
    localUpstream((request, response) => {
      void bodyOf(request).then((body) => {
        const parsed = JSON.parse(body);
        if (parsed.stream) {
          response.writeHead(200, { "content-type": "text/event-stream" });
          response.end(`${completionChunk("The far shore, then.", "stop")}data: [DONE]\n\n`);
          return;
        }
        asked.push(parsed);
        answerCompletion(response, state.fail ? null : state.summary);
      });
    });
  return { start, asked, state };
}

describe("summary with a configured model", () => {
  const upstream = fakeModel();
  let server: Awaited<ReturnType<typeof upstream.start>>;
  let harness: Harness;
  let author: TestAccount;
  let chat: Awaited<ReturnType<typeof chatWith>>;
  beforeAll(async () => {
    server = await upstream.start();
    harness = await appAgainst(server.url);
    author = await buildSession(harness.database.db);
    const botId = (await buildBot(harness.database.db, { creatorId: author.row.id, ...bot })).botId;
    chat = await chatWith(harness.app, author.token, botId, ["Take me across.", "What is that lantern for?"]);
  });
  afterAll(async () => {
    await harness.close();
    await closeUpstream(server);
  });

  it("asks the model with the chosen messages only, never the author's name, and cleans its answer", async () => {
    const chosen = chat.messages.slice(3);
    const made = await summarize(
      harness,
      { dialogueId: chat.dialogueId, msgIds: chosen.map((message) => message.msgId) },
      author.token,
    );
    expect(made.code, made.message).toBe(0);
    expect(made.result.summary).toBe("Marlow rows a traveller across the Lethe and explains his lantern.");
    const request = upstream.asked.at(-1)!;
    const prompt = request.messages.map((message) => message.content).join("\n");
    expect(request.messages[0]!.role).toBe("system");
    expect(prompt).toContain("User: What is that lantern for?");
    expect(prompt).toContain("Marlow Reed: The far shore, then.");
    expect(prompt).not.toContain("Take me across.");
    expect(prompt).not.toContain(author.user.userName);
  });

  it("answers the spec's congestion message when the model fails", async () => {
    upstream.state.fail = true;
    const failed = await summarize(
      harness,
      { dialogueId: chat.dialogueId, msgIds: [chat.messages[1]!.msgId] },
      author.token,
    );
    upstream.state.fail = false;
    expect(failed.code).toBe(ResponseCode.FAILED);
    expect(failed.message).toBe(ChatMessages.congested);
  });
});

describe("cleanSummary", () => {
  it("drops labels and wrapping quotes and keeps to the limit", () => {
    expect(cleanSummary('Summary: "A quiet crossing."\n')).toBe("A quiet crossing.");
    expect(cleanSummary("  摘要：渡河。 ")).toBe("渡河。");
    expect(cleanSummary("word ".repeat(100)).length).toBeLessThanOrEqual(JOYBOOK_LIMITS.summaryMax);
    expect(cleanSummary("   ")).toBe("");
  });
});
