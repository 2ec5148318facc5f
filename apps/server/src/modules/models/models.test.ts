import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CharacterMessages, ModelsAdminMessages, ResponseCode } from "@fable/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, uniqueEmail } from "../../../test/accounts.ts";
import { openDialogue } from "../../../test/dialogues.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp, movableClock, type TestApp } from "../../../test/harness.ts";
import { replyText, startMock } from "../../../test/mock-llm.ts";
import { streamPost } from "../../../test/sse.ts";
import { modelUsage } from "../usage/usage.schema.ts";

const KEY = "sk-admin-test-0123456789";
const REPLY_WORDS = 9;
const DAY = 24 * 60 * 60 * 1000;
const adminEmail = uniqueEmail("models-admin");
const directory = mkdtempSync(path.join(tmpdir(), "fable-models-admin-"));
const clock = movableClock(new Date("2026-11-20T10:00:00Z"));

let mock: Awaited<ReturnType<typeof startMock>>;
let harness: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  mock = await startMock({ tokens: REPLY_WORDS });
  const modelsFile = path.join(directory, "models.json");
  writeFileSync(
    modelsFile,
    JSON.stringify({
      scenes: [
        {
          id: "chat",
          label: "Chat model",
          provider: "openai-compatible",
          baseUrl: `${mock.url}/v1`,
          model: "mock-model",
          default: true,
          temperature: 0.8,
        },
        {
          id: "claude",
          label: "Claude",
          provider: "anthropic",
          baseUrl: `${mock.url}/v1`,
          model: "mock-model",
        },
        {
          id: "refused",
          label: "Refused",
          provider: "openai-compatible",
          baseUrl: `${mock.url}/v1`,
          model: "fault-401",
        },
        {
          id: "local",
          label: "Local",
          provider: "llama-cpp",
          baseUrl: mock.url,
          model: "local",
          template: "chatml",
        },
      ],
    }),
  );
  harness = await createTestApp({
    clock,
    env: {
      MODELS_FILE: modelsFile,
      LLM_API_KEY: KEY,
      ADMIN_EMAILS: adminEmail,
      LLM_TIMEOUT_MS: "5000",
      QUOTAS: "off",
    },
  });
  admin = (
    await buildSession(harness.database.db, { now: clock.now(), userOverrides: { email: adminEmail } })
  ).token;
  user = (await buildSession(harness.database.db, { now: clock.now() })).token;
});
afterAll(async () => {
  await harness.close();
  await mock.stop();
  rmSync(directory, { recursive: true, force: true });
});

const models = (token: string, days?: number) =>
  call(harness.app, "GET", `/api/admin/models${days ? `?days=${days}` : ""}`, { token });
const probe = (token: string, body: object = {}) =>
  call(harness.app, "POST", "/api/admin/models/probe", { token, body });
const test = (token: string, body: object, headers: Record<string, string> = {}) =>
  call(harness.app, "POST", "/api/admin/models/test", { token, body, headers });

describe("the admin Models routes", () => {
  it("refuse everyone but an admin", async () => {
    for (const answer of [
      await models(user),
      await probe(user),
      await test(user, { sceneId: "chat", message: "Hello" }),
    ]) {
      expect({ status: answer.status, code: answer.code, message: answer.message }).toEqual({
        status: 403,
        code: ResponseCode.FORBIDDEN,
        message: CharacterMessages.adminOnly,
      });
    }
    expect((await models("")).code).toBe(ResponseCode.NEED_LOGIN);
  });

  it("list every scene's settings with the endpoint's host only, and no probe before one ran", async () => {
    const answer = await models(admin);
    expect(answer.code).toBe(0);
    expect(answer.result).toMatchObject({ days: 14, probeAtStart: false });
    const host = new URL(mock.url).host;
    expect(answer.result.scenes.map((scene: { id: string }) => scene.id)).toEqual([
      "chat",
      "claude",
      "refused",
      "local",
      "offline",
    ]);
    expect(answer.result.scenes[0]).toEqual({
      id: "chat",
      label: "Chat model",
      provider: "openai-compatible",
      model: "mock-model",
      host,
      contextWindow: 8192,
      maxReplyTokens: 512,
      plans: ["free", "vip"],
      default: true,
      sampling: { temperature: 0.8 },
      template: null,
      probe: null,
      usage: [],
    });
    expect(answer.result.scenes[3]).toMatchObject({ provider: "llama-cpp", template: "chatml", host });
    expect(answer.result.scenes[4]).toMatchObject({ provider: "offline", host: null });
    expect(JSON.stringify(answer.result)).not.toContain(KEY);
  });

  it("probe every scene on demand and show the results", async () => {
    const answer = await probe(admin);
    expect(answer.code).toBe(0);
    const byScene = Object.fromEntries(
      answer.result.map((entry: { sceneId: string; probe: object }) => [entry.sceneId, entry.probe]),
    );
    expect(byScene.chat).toMatchObject({ status: "ok", reachable: true, modelFound: true, streams: true });
    expect(byScene.claude).toMatchObject({ status: "ok", streams: true });
    expect(byScene.local).toMatchObject({ status: "ok", streams: true });
    expect(byScene.offline).toMatchObject({ status: "ok" });
    expect(byScene.refused).toMatchObject({ status: "degraded", streams: false, problem: "keyRefused" });
    expect(JSON.stringify(answer.result)).not.toContain(KEY);

    const listed = await models(admin);
    expect(listed.result.scenes.find((scene: { id: string }) => scene.id === "refused").probe).toEqual(
      byScene.refused,
    );

    const one = await probe(admin, { sceneId: "claude" });
    expect(one.result).toEqual([{ sceneId: "claude", probe: expect.objectContaining({ status: "ok" }) }]);
  });

  it("answer a scene that does not exist with a clear error", async () => {
    for (const answer of [
      await probe(admin, { sceneId: "no-such-scene" }),
      await test(admin, { sceneId: "no-such-scene", message: "Hello" }),
    ]) {
      expect({ status: answer.status, code: answer.code, message: answer.message }).toEqual({
        status: 400,
        code: ResponseCode.INVALID_INPUT,
        message: ModelsAdminMessages.noSuchScene,
      });
    }
  });

  it("bound the test message", async () => {
    const empty = await test(admin, { sceneId: "chat", message: "   " });
    expect({ status: empty.status, code: empty.code }).toEqual({
      status: 400,
      code: ResponseCode.INVALID_INPUT,
    });
    expect(empty.message).toContain(ModelsAdminMessages.testMessageEmpty);
    const long = await test(admin, { sceneId: "chat", message: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.message).toContain(ModelsAdminMessages.testMessageTooLong);
  });

  it("send a test message and answer the model's reply, timings and tokens, recorded as usage", async () => {
    const answer = await test(admin, { sceneId: "chat", message: "Are you there?" });
    expect(answer.code, answer.message).toBe(0);
    expect(answer.result).toMatchObject({
      sceneId: "chat",
      text: replyText(REPLY_WORDS),
      outputTokens: REPLY_WORDS,
      counted: false,
    });
    expect(answer.result.inputTokens).toBeGreaterThan(0);
    expect(answer.result.totalMs).toBeGreaterThanOrEqual(answer.result.firstPieceMs);
    const rows = await harness.database.db.select().from(modelUsage).where(eq(modelUsage.kind, "test"));
    expect(rows).toEqual([
      expect.objectContaining({
        sceneId: "chat",
        model: "mock-model",
        dialogueId: null,
        inputTokens: answer.result.inputTokens,
        outputTokens: REPLY_WORDS,
        counted: false,
      }),
    ]);
  });

  it("answers the offline engine's test message too", async () => {
    const answer = await test(admin, { sceneId: "offline", message: "Hello, who are you?" });
    expect(answer.code, answer.message).toBe(0);
    expect(answer.result.text.trim().length).toBeGreaterThan(0);
    const rows = await harness.database.db.select().from(modelUsage).where(eq(modelUsage.sceneId, "offline"));
    expect(rows).toEqual([
      expect.objectContaining({ kind: "test", outputTokens: answer.result.outputTokens, model: "offline" }),
    ]);
  });

  it("name what failed when the test message is refused, in the reader's language and without the key", async () => {
    const answer = await test(admin, { sceneId: "refused", message: "Hello" });
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 200, code: ResponseCode.FAILED });
    expect(answer.message).toBe(
      "The model endpoint refused the API key: HTTP 401: Incorrect API key provided",
    );
    const chinese = await test(
      admin,
      { sceneId: "refused", message: "Hello" },
      { "accept-language": "zh-CN" },
    );
    expect(chinese.message).toBe("模型端点拒绝了 API 密钥：HTTP 401: Incorrect API key provided");
  });

  it("show each scene's calls and tokens per day from what was recorded", async () => {
    const chat = await openDialogue(harness);
    const { events } = await streamPost(
      harness.app,
      "/api/v1/chat/streamChat",
      { botId: chat.botId, dialogueId: chat.dialogueId, content: "Tell me about the sea." },
      chat.reader.token,
    );
    expect(events.at(-1)!.event).toBe("done");
    const today = clock.now().toISOString().slice(0, 10);
    const [replyRow] = await harness.database.db
      .select()
      .from(modelUsage)
      .where(eq(modelUsage.kind, "reply"));
    const [testRow] = await harness.database.db
      .select()
      .from(modelUsage)
      .where(and(eq(modelUsage.kind, "test"), eq(modelUsage.sceneId, "chat")));

    clock.advance(2 * DAY);
    // The same words as the first test message, so the same input tokens.
    expect((await test(admin, { sceneId: "chat", message: "Are you there?" })).code).toBe(0);
    const later = clock.now().toISOString().slice(0, 10);

    const fortnight = await models(admin);
    const usage = fortnight.result.scenes.find((scene: { id: string }) => scene.id === "chat").usage;
    expect(usage).toEqual([
      { day: later, calls: 1, inputTokens: testRow!.inputTokens, outputTokens: REPLY_WORDS },
      {
        day: today,
        calls: 2,
        inputTokens: replyRow!.inputTokens + testRow!.inputTokens,
        outputTokens: replyRow!.outputTokens + testRow!.outputTokens,
      },
    ]);
    const lastDay = await models(admin, 1);
    expect(lastDay.result.days).toBe(1);
    expect(lastDay.result.scenes.find((scene: { id: string }) => scene.id === "chat").usage).toEqual([
      usage[0],
    ]);
    expect(lastDay.result.scenes.find((scene: { id: string }) => scene.id === "claude").usage).toEqual([]);
  });

  it("refuse a usage window outside 1–90 days", async () => {
    for (const days of ["0", "91", "many"]) {
      const answer = await call(harness.app, "GET", `/api/admin/models?days=${days}`, { token: admin });
      expect({ status: answer.status, code: answer.code }).toEqual({
        status: 400,
        code: ResponseCode.INVALID_INPUT,
      });
    }
  });
});
