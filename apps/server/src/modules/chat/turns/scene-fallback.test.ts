import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ChatMessages, ResponseCode } from "@fable/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { openDialogueWithNewBot } from "../../../../test/dialogues.ts";
import { createTestApp, type TestApp } from "../../../../test/harness.ts";
import { replyText, startMock } from "../../../../test/mock-llm.ts";
import { makeInput } from "../../../../test/prompt-inputs.ts";
import {
  chooseScene,
  type OpenDialogue,
  openDialogue,
  sendAs,
  storedMessages,
  streamAs,
} from "../../../../test/upstream.ts";
import { backgroundContext } from "../../../context.ts";
import type { BotRow } from "../../bots/bots.schema.ts";
import { modelUsage } from "../../usage/usage.schema.ts";
import { chatMessages } from "../chat.schema.ts";
import { modelScenes } from "../settings/model-choice.ts";
import { streamReply } from "./reply-stream.ts";

/**
 * Scene fallback, which model answered each swipe, and reasoning shown collapsed, against the
 * repository's mock model server (every wire format; faults and reasoning models by model name).
 */
let mock: Awaited<ReturnType<typeof startMock>>;
let harness: TestApp;
const directory = mkdtempSync(path.join(tmpdir(), "fable-fallback-"));

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  mock = await startMock({ tokens: 6 });
  const openai = (id: string, model: string, rest = "", at = `${mock.url}/v1`) =>
    `- { id: ${id}, label: ${id} model, provider: openai-compatible, baseUrl: '${at}', model: ${model}${rest} }`;
  const file = path.join(directory, "models.yaml");
  writeFileSync(
    file,
    [
      openai("spare", "mock-model"),
      openai("busy", "fault-500", ", fallback: [spare]"),
      openai("locked", "fault-401", ", fallback: [offline]"),
      openai("gone", "mock-model", ", fallback: [spare]", `http://127.0.0.1:${await closedPort()}/v1`),
      openai("silent", "fault-empty", ", fallback: [busy, spare]"),
      openai("breaks", "fault-midway", ", fallback: [spare]"),
      openai("lonely", "fault-500"),
      openai("tags", "think-tags", ", showReasoning: true"),
      openai("field", "think-field", ", showReasoning: true"),
      openai("field-hidden", "think-field"),
      `- { id: claude, label: Claude, provider: anthropic, baseUrl: '${mock.url}/v1', model: think-field, showReasoning: true }`,
      `- { id: gemini, label: Gemini, provider: gemini, baseUrl: '${mock.url}/v1beta', model: think-field, showReasoning: true }`,
      "- { id: offline, label: Offline model, provider: offline, showReasoning: true }",
    ].join("\n"),
  );
  harness = await createTestApp({
    env: {
      MODELS_FILE: file,
      LLM_API_KEY: "sk-never-logged",
      LLM_TIMEOUT_MS: "5000",
      OFFLINE_MODEL_DELAY_MS: "0",
    },
  });
});
afterAll(async () => {
  await harness?.close();
  await mock?.stop();
  rmSync(directory, { recursive: true, force: true });
});

const usageOf = (chat: OpenDialogue) =>
  harness.database.db
    .select()
    .from(modelUsage)
    .where(eq(modelUsage.dialogueId, Number(chat.dialogueId)))
    .orderBy(modelUsage.id);

/** A new reader chatting with `sceneId`; with a bot that shows its definition, so its prompt can be read. */
async function chatWith(sceneId: string, readablePrompt = false) {
  const chat = readablePrompt
    ? {
        harness,
        ...(await openDialogueWithNewBot(harness, { name: "Wren", greeting: "Evening, traveller." })),
      }
    : await openDialogue(harness);
  await chooseScene(chat, sceneId);
  return chat;
}

describe("scene fallback", () => {
  it.each([
    ["busy", "answers 500", "spare"],
    ["locked", "refuses the key (401)", "offline"],
    ["gone", "cannot be reached (closed port)", "spare"],
    ["silent", "answers nothing, and so does its first fallback", "spare"],
  ])("when %s %s, %s answers, and the stored swipe names it", async (asked, _how, answering) => {
    const chat = await chatWith(asked);
    const events = await sendAs(chat, "Hello there.");
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data.swipeInfo).toEqual([
      expect.objectContaining({ sceneId: answering, fallbackFrom: asked, offline: answering === "offline" }),
    ]);
    if (answering === "spare") expect(done.data.content).toBe(replyText(6));
    const [, user, reply] = await storedMessages(chat);
    expect(user!.swipeInfo).toEqual([null]);
    expect(reply!.swipeInfo).toEqual(done.data.swipeInfo);
    const [usage] = await usageOf(chat);
    expect(usage).toMatchObject({ sceneId: answering, messageId: Number(reply!.msgId), kind: "reply" });
  });

  it("does not fall back once a piece was shown: the reply fails and nothing of it is stored", async () => {
    const chat = await chatWith("breaks");
    const events = await sendAs(chat, "Tell me a story.");
    expect(events.some((event) => event.event === "delta")).toBe(true);
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { code: ResponseCode.FAILED, message: ChatMessages.congested },
    });
    expect((await storedMessages(chat)).map((message) => message.role)).toEqual(["bot", "user"]);
    expect(await usageOf(chat)).toEqual([]);
  });

  it("logs each fallback: the scenes and the reason, never the key", async () => {
    const ctx = backgroundContext(harness.app.deps);
    const asked = modelScenes(ctx.config).find((scene) => scene.id === "silent")!;
    const warnings: object[] = [];
    const reply = await streamReply(
      ctx,
      {
        scene: asked,
        input: makeInput(),
        bot: {} as BotRow,
        seed: 1,
        signal: new AbortController().signal,
        account: { userId: null, dialogueId: null, kind: "reply" },
      },
      () => {},
      { log: { warn: (details) => warnings.push(details) } },
    );
    expect(reply.info).toMatchObject({ sceneId: "spare", fallbackFrom: "silent" });
    expect(warnings).toEqual([
      {
        askedScene: "silent",
        failedScene: "silent",
        fallbackScene: "busy",
        reason: "the model answered nothing",
      },
      {
        askedScene: "silent",
        failedScene: "busy",
        fallbackScene: "spare",
        reason: expect.stringMatching(/500|error/i),
      },
    ]);
    expect(JSON.stringify(warnings)).not.toContain("sk-never-logged");
  });

  it("a scene without fallbacks fails as before", async () => {
    const chat = await chatWith("lonely");
    expect((await sendAs(chat, "Hi?")).at(-1)!.event).toBe("error");
  });
});

describe("one-call texts (suggested replies) fall back like replies", () => {
  const suggest = (chat: OpenDialogue) =>
    call(harness.app, "POST", "/api/v1/chat/generated-message", {
      token: chat.reader.token,
      body: { dialogueId: chat.dialogueId },
    });

  // Usage records the calls that answered, a useless (empty) answer too; a failed call has none, and
  // the offline engine's composition is no model call.
  it.each([
    ["busy", "spare", ["spare"]],
    ["silent", "spare", ["silent", "spare"]],
    ["locked", "offline", []],
  ])("when %s fails, %s writes them", async (asked, answering, recorded) => {
    const chat = await chatWith(asked);
    const answer = await suggest(chat);
    expect(answer.code).toBe(ResponseCode.SUCCESS);
    expect(answer.result.suggestions.length).toBeGreaterThan(0);
    const usage = await usageOf(chat);
    expect(usage.map((row) => row.sceneId)).toEqual(recorded);
    if (answering === "spare") expect(answer.result.suggestions[0]).toBe(replyText(6).trim());
  });

  it("a scene without fallbacks answers the congested message", async () => {
    const chat = await chatWith("lonely");
    expect(await suggest(chat)).toMatchObject({ code: ResponseCode.FAILED, message: ChatMessages.congested });
  });
});

describe("what is known of each swipe", () => {
  it("stays aligned with the swipes through regenerate, continue, edit and delete; usage names the message", async () => {
    const chat = await chatWith("spare");
    const sent = (await sendAs(chat, "Good evening.")).at(-1)!.data;
    expect(sent.swipeInfo).toEqual([
      {
        sceneId: "spare",
        label: "spare model",
        offline: false,
        inputTokens: expect.any(Number),
        outputTokens: 6,
        counted: false,
      },
    ]);
    const msgId = sent.msgId as string;

    // A reply stored before Fable kept swipe info: a regeneration pads it so the new entry is the new swipe's.
    await harness.database.db
      .update(chatMessages)
      .set({ swipeInfo: [] })
      .where(eq(chatMessages.id, Number(msgId)));
    const regenerated = (await streamAs(chat, "/v2/chat/regenerateStreamChat", { msgId })).at(-1)!.data;
    expect(regenerated.swipes).toHaveLength(2);
    expect(regenerated.swipeInfo).toEqual([
      null,
      expect.objectContaining({ sceneId: "spare", outputTokens: 6 }),
    ]);

    const continued = (await streamAs(chat, "/v2/chat/continueStreamChat", { msgId })).at(-1)!.data;
    expect(continued.swipeInfo).toEqual([
      null,
      expect.objectContaining({ sceneId: "spare", outputTokens: 12 }),
    ]);
    expect(continued.swipeInfo[1].inputTokens).toBeGreaterThan(regenerated.swipeInfo[1].inputTokens);

    const edited = await call(harness.app, "POST", "/api/v1/chat/edit/bot/message", {
      token: chat.reader.token,
      body: { dialogueId: chat.dialogueId, msgId, content: "Rewritten by hand." },
    });
    expect(edited.result.swipeInfo).toEqual(continued.swipeInfo);
    expect((await storedMessages(chat)).at(-1)!.swipeInfo).toEqual(continued.swipeInfo);

    expect((await usageOf(chat)).map(({ kind, messageId }) => [kind, messageId])).toEqual([
      ["reply", Number(msgId)],
      ["regeneration", Number(msgId)],
      ["continuation", Number(msgId)],
    ]);
    const deleted = await call(harness.app, "POST", "/api/v1/chat/delete/bot/message", {
      token: chat.reader.token,
      body: { dialogueId: chat.dialogueId, msgId },
    });
    expect(deleted.code).toBe(0);
    // The cost stays counted, still naming the message it was for.
    expect(await usageOf(chat)).toHaveLength(3);
  });
});

describe("reasoning", () => {
  const reasoningOf = (events: { event: string; data: { text: string } }[]) =>
    events
      .filter((event) => event.event === "reasoning")
      .map((event) => event.data.text)
      .join("");

  it.each([
    ["tags", "think-tags in the text"],
    ["field", "reasoning_content"],
    ["claude", "an Anthropic thinking block"],
    ["gemini", "Gemini thought parts"],
  ])(
    "a %s scene that shows reasoning (%s) streams it apart and keeps it with the swipe, never as reply text",
    async (sceneId) => {
      const chat = await chatWith(sceneId, true);
      const events = await sendAs(chat, "Hello!");
      const streamed = events
        .filter((event) => event.event === "delta")
        .map((event) => event.data.text)
        .join("");
      expect(streamed).not.toMatch(/greets|charac|think/i);
      expect(reasoningOf(events).trim()).toBe("The user greets me. Stay in character.");
      const done = events.at(-1)!.data;
      expect(done.content).toBe(replyText(6));
      expect(done.swipeInfo[0].reasoning).toBe("The user greets me. Stay in character.");
      const reply = (await storedMessages(chat)).at(-1)!;
      expect(reply.content).toBe(replyText(6));
      expect(reply.swipeInfo[0]!.reasoning).toBe("The user greets me. Stay in character.");
      // The next turn's prompt holds the reply, not the reasoning.
      const prompt = await call(harness.app, "POST", "/api/v1/chat/debugPrompt", {
        token: chat.reader.token,
        body: { dialogueId: chat.dialogueId },
      });
      const messages = JSON.stringify(prompt.result.messages);
      expect(messages).toContain(replyText(6));
      expect(messages).not.toContain("greets me");
    },
  );

  it("a scene that does not show reasoning drops it: no reasoning event, none stored", async () => {
    const chat = await chatWith("field-hidden");
    const events = await sendAs(chat, "Hello!");
    expect(events.some((event) => event.event === "reasoning")).toBe(false);
    expect(events.at(-1)!.data.swipeInfo[0]).not.toHaveProperty("reasoning");
  });

  it("the offline engine has no reasoning to show, even where the scene would show it", async () => {
    const chat = await chatWith("offline");
    const events = await sendAs(chat, "Hello!");
    expect(events.some((event) => event.event === "reasoning")).toBe(false);
    expect(events.at(-1)!.data.swipeInfo[0]).toMatchObject({ sceneId: "offline", offline: true });
  });
});
