import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CharacterMessages, ModelSettingsMessages, ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildBot } from "../../../test/factories/bots.ts";
import { buildSession, type TestAccount } from "../../../test/factories/sessions.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { recordedMock } from "../../../test/recorded-mock.ts";

/**
 * A bot's model settings through the API: its creator's sampler overrides (editor), an admin's pin to
 * a model scene, and what a chat turn then sends the model — read off the wire by the recording mock.
 */
let mock: Awaited<ReturnType<typeof recordedMock>>;
let harness: TestApp;
let creator: TestAccount;
let admin: TestAccount;
const directory = mkdtempSync(path.join(tmpdir(), "fable-bot-model-"));

beforeAll(async () => {
  mock = await recordedMock({ tokens: 4 });
  const file = path.join(directory, "models.yaml");
  writeFileSync(
    file,
    [
      "scenes:",
      "  - id: house",
      "    label: House model",
      "    provider: openai-compatible",
      `    baseUrl: ${mock.url}/v1`,
      "    model: house-model",
      "    default: true",
      "    temperature: 0.8",
      "    contextWindow: 8192",
      "    maxReplyTokens: 512",
      "    botOverrides:",
      "      temperature: [0.2, 1.0]",
      "      maxReplyTokens: [32, 256]",
      "      stop: true",
      "  - id: premium",
      "    label: Premium model",
      "    provider: openai-compatible",
      `    baseUrl: ${mock.url}/v1`,
      "    model: premium-model",
      "    plans: [vip]",
      "  - id: second",
      "    label: Second model",
      "    provider: openai-compatible",
      `    baseUrl: ${mock.url}/v1`,
      "    model: second-model",
    ].join("\n"),
  );
  harness = await createTestApp({ env: { MODELS_FILE: file, LLM_TIMEOUT_MS: "5000" } });
  creator = await buildSession(harness.database.db);
  admin = await buildSession(harness.database.db, { userOverrides: { userType: "admin" } });
});
afterAll(async () => {
  await harness.close();
  await mock.close();
  rmSync(directory, { recursive: true, force: true });
});
beforeEach(() => {
  mock.seen.length = 0;
});

const api = (method: "GET" | "POST", url: string, token: string, body?: object) =>
  call(harness.app, method, `/api${url}`, { token, ...(body ? { body } : {}) });

const newBot = () => buildBot(harness.database.db, { creatorId: creator.row.id });

describe("the creator's sampler overrides", () => {
  it("are saved by the editor, shown back, and cleared with null", async () => {
    const bot = await newBot();
    const sampling = { temperature: 1.4, topK: 40, stop: ["\nUser:"], extra: { mirostat: 2 } };
    const saved = await api("POST", "/ai/roleInfo/modifyBotInfoV2", creator.token, {
      botId: bot.botId,
      sampling,
    });
    expect(saved.code).toBe(ResponseCode.SUCCESS);
    const info = await api("GET", `/ai/roleInfo/getBotEditInfo?botId=${bot.botId}`, creator.token);
    expect(info.result.sampling).toEqual(sampling);

    await api("POST", "/ai/roleInfo/modifyBotInfoV2", creator.token, { botId: bot.botId, sampling: null });
    const cleared = await api("GET", `/ai/roleInfo/getBotEditInfo?botId=${bot.botId}`, creator.token);
    expect(cleared.result.sampling).toBeNull();
  });

  it("are the creator's alone: anyone else's edit finds no bot", async () => {
    const bot = await newBot();
    const stranger = await buildSession(harness.database.db);
    const refused = await api("POST", "/ai/roleInfo/modifyBotInfoV2", stranger.token, {
      botId: bot.botId,
      sampling: { temperature: 0.1 },
    });
    expect(refused).toMatchObject({ code: ResponseCode.NOT_FOUND, message: CharacterMessages.botNotFound });
  });

  it.each([
    [{ temperature: 9 }, /sampling\.temperature/],
    [{ topK: 2.5 }, /sampling\.topK/],
    [{ maxReplyTokens: 4 }, /sampling\.maxReplyTokens/],
    [{ stop: Array.from({ length: 9 }, (_, index) => `s${index}`) }, ModelSettingsMessages.stopStrings],
    [{ stop: ["x".repeat(65)] }, ModelSettingsMessages.stopStrings],
    [{ extra: { "bad name": 1 } }, ModelSettingsMessages.extraName],
    [{ extra: { mirostat: { nested: true } } }, ModelSettingsMessages.extraValue],
    [{ tempreature: 1 }, /sampling/],
  ])("refuses %j with an envelope naming the field", async (sampling, said) => {
    const bot = await newBot();
    const refused = await api("POST", "/ai/roleInfo/modifyBotInfoV2", creator.token, {
      botId: bot.botId,
      sampling,
    });
    expect(refused.status).toBe(400);
    expect(refused.code).not.toBe(ResponseCode.SUCCESS);
    expect(refused.message).toMatch(said);
  });

  it("are shown beside the bounds of the scene that would answer the creator", async () => {
    const bot = await newBot();
    const bounds = await api("GET", `/ai/roleInfo/botModelBounds?botId=${bot.botId}`, creator.token);
    expect(bounds.result).toEqual({
      scene: { id: "house", label: "House model" },
      bounds: {
        ranges: { temperature: [0.2, 1], maxReplyTokens: [32, 256] },
        stop: true,
        seed: false,
        extra: [],
      },
    });
  });
});

describe("an admin's pin of a bot to a model scene", () => {
  it("is for admins only", async () => {
    const bot = await newBot();
    const refused = await api("POST", "/admin/bots/modelScene", creator.token, {
      botId: bot.botId,
      sceneId: "premium",
    });
    expect(refused).toMatchObject({
      status: 403,
      code: ResponseCode.FORBIDDEN,
      message: CharacterMessages.adminOnly,
    });
    const read = await api("GET", `/admin/bots/modelScene?botId=${bot.botId}`, creator.token);
    expect(read.status).toBe(403);
  });

  it("names only a configured scene, of a bot that exists", async () => {
    const bot = await newBot();
    const unknown = await api("POST", "/admin/bots/modelScene", admin.token, {
      botId: bot.botId,
      sceneId: "nope",
    });
    expect(unknown).toMatchObject({ status: 400, message: ModelSettingsMessages.unknownScene });
    const missing = await api("POST", "/admin/bots/modelScene", admin.token, {
      botId: "999999999",
      sceneId: null,
    });
    expect(missing).toMatchObject({ code: ResponseCode.NOT_FOUND });
  });

  it("is read back with the scenes to choose from, and undone with null", async () => {
    const bot = await newBot();
    const pinned = await api("POST", "/admin/bots/modelScene", admin.token, {
      botId: bot.botId,
      sceneId: "premium",
    });
    expect(pinned.result).toMatchObject({ botId: bot.botId, sceneId: "premium" });
    const read = await api("GET", `/admin/bots/modelScene?botId=${bot.botId}`, admin.token);
    expect(read.result.sceneId).toBe("premium");
    expect(read.result.scenes.map((scene: { id: string }) => scene.id)).toEqual([
      "house",
      "premium",
      "second",
      "offline",
    ]);
    await api("POST", "/admin/bots/modelScene", admin.token, { botId: bot.botId, sceneId: null });
    expect(
      (await api("GET", `/admin/bots/modelScene?botId=${bot.botId}`, admin.token)).result.sceneId,
    ).toBeNull();
  });
});

/** A reader's one message to the bot; answers what the model was sent. */
async function chatOnce(botId: string, reader: TestAccount) {
  const entered = await api("POST", "/v1/chat/enterDialogueV2", reader.token, { botId });
  const dialogueId = entered.result.dialogueId as string;
  mock.seen.length = 0;
  const sent = await api("POST", "/v1/chat/chat", reader.token, { botId, dialogueId, content: "Hello?" });
  expect(sent.code).toBe(ResponseCode.SUCCESS);
  const request = mock.seen.find((seen) => seen.url.endsWith("/chat/completions"));
  return { body: request!.body };
}

describe("a chat with a bot that has its own model settings", () => {
  it("sends the creator's overrides clamped into the scene's bounds, and ignores what it does not allow", async () => {
    const bot = await newBot();
    await api("POST", "/ai/roleInfo/modifyBotInfoV2", creator.token, {
      botId: bot.botId,
      sampling: { temperature: 1.8, maxReplyTokens: 2000, topK: 50, stop: ["\nUser:"] },
    });
    const reader = await buildSession(harness.database.db);
    const { body } = await chatOnce(bot.botId, reader);
    expect(body).toMatchObject({ model: "house-model", temperature: 1, max_tokens: 256, stop: ["\nUser:"] });
    expect(body).not.toHaveProperty("top_k");
  });

  it("uses a change of the overrides at the next turn", async () => {
    const bot = await newBot();
    const reader = await buildSession(harness.database.db);
    expect((await chatOnce(bot.botId, reader)).body).toMatchObject({ temperature: 0.8, max_tokens: 512 });
    await api("POST", "/ai/roleInfo/modifyBotInfoV2", creator.token, {
      botId: bot.botId,
      sampling: { temperature: 0.3 },
    });
    expect((await chatOnce(bot.botId, reader)).body).toMatchObject({ temperature: 0.3, max_tokens: 512 });
  });

  it("is answered by the pinned scene for a plan that allows it, by the user's own for one that does not", async () => {
    const bot = await newBot();
    await api("POST", "/admin/bots/modelScene", admin.token, { botId: bot.botId, sceneId: "premium" });
    const vip = await buildSession(harness.database.db, { userOverrides: { vipEnum: "VIP_MONTH" } });
    expect((await chatOnce(bot.botId, vip)).body.model).toBe("premium-model");
    const free = await buildSession(harness.database.db);
    expect((await chatOnce(bot.botId, free)).body.model).toBe("house-model");
  });

  it("answers a visitor with the pinned scene when the free plan allows it", async () => {
    const bot = await newBot();
    const visitorModel = async () => {
      mock.seen.length = 0;
      const response = await harness.app.inject({
        method: "POST",
        url: "/api/v1/chat/preview/chat",
        payload: { botId: bot.botId, messages: [{ role: "user", content: "Hello?" }] },
      });
      expect(response.body).toContain("event: done");
      return mock.seen.find((seen) => seen.url.endsWith("/chat/completions"))!.body.model;
    };
    await api("POST", "/admin/bots/modelScene", admin.token, { botId: bot.botId, sceneId: "second" });
    expect(await visitorModel()).toBe("second-model");
    await api("POST", "/admin/bots/modelScene", admin.token, { botId: bot.botId, sceneId: "premium" });
    expect(await visitorModel()).toBe("house-model");
  });

  it("shows the creator the effective settings in the prompt debug", async () => {
    const bot = await newBot();
    await api("POST", "/ai/roleInfo/modifyBotInfoV2", creator.token, {
      botId: bot.botId,
      sampling: { temperature: 0.1, maxReplyTokens: 100 },
    });
    const entered = await api("POST", "/v1/chat/enterDialogueV2", creator.token, { botId: bot.botId });
    const debug = await api("POST", "/v1/chat/debugPrompt", creator.token, {
      dialogueId: entered.result.dialogueId,
    });
    expect(debug.result.model).toEqual({
      id: "house",
      contextWindow: 8192,
      maxReplyTokens: 100,
      sampling: { temperature: 0.2 },
    });
  });
});
