import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { streamText } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMock } from "../../test/mock-llm.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { AnthropicMessagesModel } from "./anthropic/model.ts";
import { NO_BOT_OVERRIDES } from "./bot-override-bounds.ts";
import { GeminiModel } from "./gemini/model.ts";
import { sceneAllowsPlan } from "./model-scenes.ts";
import { OpenAICompatibleChatModel } from "./openai-chat/model.ts";
import {
  defaultScene,
  languageModelFor,
  loadModelScenes,
  type ModelScene,
  scenesForPlan,
} from "./registry.ts";

const directory = mkdtempSync(path.join(tmpdir(), "fable-models-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function modelsFile(name: string, text: string) {
  const file = path.join(directory, name);
  writeFileSync(file, text);
  return file;
}
const scenesOf = (env: Record<string, string>, processEnv: Record<string, string> = {}) =>
  loadModelScenes(loadConfig(env), processEnv);

describe("loadModelScenes", () => {
  it("offers only the offline model, as the default, when nothing is configured", () => {
    const scenes = scenesOf({});
    expect(scenes).toEqual([
      expect.objectContaining({ id: "offline", label: "Offline model", provider: "offline", default: true }),
    ]);
    expect(defaultScene(scenes).id).toBe("offline");
  });

  it("makes LLM_BASE_URL + LLM_MODEL the default scene, keeping the offline one", () => {
    const scenes = scenesOf({
      LLM_BASE_URL: "http://127.0.0.1:5005/v1",
      LLM_MODEL: "mock-model",
      LLM_CONTEXT_WINDOW: "16384",
    });
    expect(scenes.map((scene) => [scene.id, scene.provider, scene.default])).toEqual([
      ["default", "openai-compatible", true],
      ["offline", "offline", false],
    ]);
    expect(defaultScene(scenes)).toMatchObject({
      model: "mock-model",
      contextWindow: 16384,
      maxReplyTokens: 512,
    });
  });

  it("names the missing half of an endpoint", () => {
    expect(() => scenesOf({ LLM_BASE_URL: "http://127.0.0.1:5005/v1" })).toThrow(/LLM_MODEL: is required/);
    expect(() => scenesOf({ LLM_MODEL: "gpt-4o-mini" })).toThrow(/LLM_BASE_URL: is required/);
  });

  it.each([
    ["anthropic", "https://api.anthropic.com/v1", AnthropicMessagesModel],
    ["gemini", "https://generativelanguage.googleapis.com/v1beta", GeminiModel],
    ["openrouter", "https://openrouter.ai/api/v1", OpenAICompatibleChatModel],
  ])(
    "LLM_PROVIDER=%s needs only LLM_MODEL and LLM_API_KEY: its API's own endpoint is the default",
    (provider, baseUrl, kind) => {
      const config = loadConfig({ LLM_PROVIDER: provider, LLM_MODEL: "some-model", LLM_API_KEY: "k" });
      const scene = defaultScene(loadModelScenes(config, {}));
      expect(scene).toMatchObject({ id: "default", provider, baseUrl, model: "some-model" });
      expect(languageModelFor(scene, config, {})).toBeInstanceOf(kind);
    },
  );

  it("reads hosted providers from a models file without a baseUrl", () => {
    const file = modelsFile(
      "hosted.yaml",
      [
        "- { id: claude, label: Claude, provider: anthropic, model: claude-sonnet-4-5, apiKeyEnv: ANTHROPIC_API_KEY }",
        "- { id: gemini, label: Gemini, provider: gemini, model: gemini-2.5-flash, apiKeyEnv: GEMINI_API_KEY }",
        "- { id: router, label: Router, provider: openrouter, model: some/model, preset: creative }",
      ].join("\n"),
    );
    const scenes = scenesOf({ MODELS_FILE: file }, { ANTHROPIC_API_KEY: "a", GEMINI_API_KEY: "g" });
    expect(scenes.map((scene) => [scene.id, scene.provider, scene.baseUrl])).toEqual([
      ["claude", "anthropic", undefined],
      ["gemini", "gemini", undefined],
      ["router", "openrouter", undefined],
      ["offline", "offline", undefined],
    ]);
  });

  it("reads a YAML models file, filling limits and plans from the defaults", () => {
    const file = modelsFile(
      "models.yaml",
      [
        "scenes:",
        "  - id: fast",
        "    label: Fast",
        "    provider: openai-compatible",
        "    baseUrl: http://127.0.0.1:5005/v1",
        "    model: small-model",
        "  - id: deep",
        "    label: Deep thinker",
        "    provider: openai-compatible",
        "    baseUrl: https://openrouter.ai/api/v1",
        "    apiKeyEnv: OPENROUTER_API_KEY",
        "    model: big-model",
        "    contextWindow: 32768",
        "    maxReplyTokens: 1024",
        "    plans: [vip]",
        "    default: true",
      ].join("\n"),
    );
    const scenes = scenesOf({ MODELS_FILE: file, LLM_MODEL: "ignored" }, { OPENROUTER_API_KEY: "sk-test" });
    expect(scenes.map((scene) => scene.id)).toEqual(["fast", "deep", "offline"]);
    expect(scenes[0]).toMatchObject({
      contextWindow: 8192,
      maxReplyTokens: 512,
      plans: ["free", "vip"],
      default: false,
    });
    expect(scenes[1]).toMatchObject({ apiKeyEnv: "OPENROUTER_API_KEY", plans: ["vip"], default: true });
    expect(JSON.stringify(scenes)).not.toContain("sk-test");
  });

  it("reads a JSON models file, a bare list included, and makes its first real model the default", () => {
    const file = modelsFile(
      "models.json",
      JSON.stringify([
        { id: "offline", label: "Practice mode", provider: "offline" },
        { id: "local", label: "Local Llama", provider: "openai-compatible", model: "llama3" },
      ]),
    );
    const scenes = scenesOf({ MODELS_FILE: file, LLM_BASE_URL: "http://127.0.0.1:11434/v1" });
    expect(scenes.map((scene) => [scene.id, scene.label, scene.default])).toEqual([
      ["offline", "Practice mode", false],
      ["local", "Local Llama", true],
    ]);
  });

  it.each([
    ["broken.yaml", "scenes:\n  - id: [unclosed", /not valid YAML/],
    ["broken.json", "{ scenes: }", /not valid JSON/],
    ["empty.json", '{"scenes": []}', /scenes: must list at least one scene/],
    [
      "no-model.json",
      '{"scenes": [{"id": "a", "label": "A", "provider": "openai-compatible", "baseUrl": "http://x.test/v1"}]}',
      /scenes\[0\]\.model: is required/,
    ],
    [
      "bad-window.yaml",
      "- { id: a, label: A, provider: openai-compatible, baseUrl: 'http://x.test/v1', model: m, contextWindow: lots }",
      /scenes\[0\]\.contextWindow: must be a whole number/,
    ],
    [
      "bad-provider.yaml",
      "- { id: a, label: A, provider: gpt, model: m }",
      /scenes\[0\]\.provider: must be one of "openai-compatible", "anthropic", "gemini", "openrouter", "openai-text", "llama-cpp", "koboldcpp", "offline"/,
    ],
    [
      "typo.yaml",
      "- { id: a, label: A, provider: openai-compatible, baseUrl: 'http://x.test/v1', model: m, temprature: 0.7 }",
      /scenes\[0\]\.temprature: unknown key; a scene may have .*temperature.*; backend-specific settings go under extra/,
    ],
    [
      "snake-case.yaml",
      "- { id: a, label: A, provider: openai-compatible, baseUrl: 'http://x.test/v1', model: m, top_p: 0.9 }",
      /scenes\[0\]\.top_p: unknown key \(did you mean topP\?\)/,
    ],
    [
      "hot.yaml",
      "- { id: a, label: A, provider: openai-compatible, baseUrl: 'http://x.test/v1', model: m, temperature: 9 }",
      /scenes\[0\]\.temperature: /,
    ],
    [
      "preset.yaml",
      "- { id: a, label: A, provider: openai-compatible, baseUrl: 'http://x.test/v1', model: m, preset: wild }",
      /scenes\[0\]\.preset: must be one of balanced, creative, precise/,
    ],
    [
      "secret-header.yaml",
      "- { id: a, label: A, provider: openai-compatible, baseUrl: 'http://x.test/v1', model: m, headers: { X-Api-Key: sk-1 } }",
      /scenes\[0\]\.headers\.X-Api-Key: looks like a secret: write the header's value as \$\{NAME\}/,
    ],
    [
      "unset-header.yaml",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the models file's own ${NAME} syntax
      "- { id: a, label: A, provider: openai-compatible, baseUrl: 'http://x.test/v1', model: m, headers: { X-Api-Key: '${NOPE_KEY}' } }",
      /headers or query name \$\{NOPE_KEY\}, which is not set/,
    ],
    [
      "reserved-extra.yaml",
      "- { id: a, label: A, provider: openai-compatible, baseUrl: 'http://x.test/v1', model: m, extra: { messages: [] } }",
      /scenes\[0\]\.extra\.messages: is set by Fable/,
    ],
    [
      "many-extras.yaml",
      `- { id: a, label: A, provider: openai-compatible, baseUrl: 'http://x.test/v1', model: m, extra: { ${Array.from({ length: 65 }, (_, index) => `s${index}: 1`).join(", ")} } }`,
      /scenes\[0\]\.extra: may hold at most 64 settings/,
    ],
    [
      "twice.yaml",
      "- { id: a, label: A, provider: offline }\n- { id: a, label: B, provider: offline }",
      /scenes\[1\]\.id: "a" is used twice/,
    ],
    [
      "key.yaml",
      "- { id: a, label: A, provider: openai-compatible, baseUrl: 'http://x.test/v1', model: m, apiKey: sk-123 }",
      /scenes\[0\]\.apiKey: keys do not belong in the models file/,
    ],
    [
      "no-url.yaml",
      "- { id: a, label: A, provider: openai-compatible, model: m }",
      /scenes\[0\] "a": needs baseUrl/,
    ],
    [
      "missing-key.yaml",
      "- { id: a, label: A, provider: openai-compatible, baseUrl: 'http://x.test/v1', model: m, apiKeyEnv: NOPE_KEY }",
      /apiKeyEnv names NOPE_KEY, which is not set/,
    ],
  ])("rejects %s with a message naming the file and the problem", (name, text, problem) => {
    const file = modelsFile(name, text);
    expect(() => scenesOf({ MODELS_FILE: file })).toThrow(ConfigError);
    expect(() => scenesOf({ MODELS_FILE: file })).toThrow(problem);
    expect(() => scenesOf({ MODELS_FILE: file })).toThrow(file);
  });

  it("says when the models file does not exist", () => {
    expect(() => scenesOf({ MODELS_FILE: path.join(directory, "absent.yaml") })).toThrow(
      /absent\.yaml: file not found/,
    );
  });
});

describe("plans", () => {
  const scene = (id: string, plans: string[], isDefault = false): ModelScene => ({
    id,
    label: id,
    provider: id === "offline" ? "offline" : "openai-compatible",
    model: id,
    contextWindow: 8192,
    maxReplyTokens: 512,
    plans,
    default: isDefault,
    sampling: {},
    botOverrides: NO_BOT_OVERRIDES,
    headers: {},
    query: {},
    fallback: [],
    showReasoning: false,
  });
  const scenes = [
    scene("premium-only", ["premium"], true),
    scene("paid", ["vip"]),
    scene("free-tier", ["free"]),
    scene("offline", ["free", "vip"]),
  ];

  it("filters scenes by plan; vip admits every paid plan, whatever its billing period", () => {
    const ids = (plan: string) => scenesForPlan(scenes, plan).map((candidate) => candidate.id);
    expect(ids("free")).toEqual(["free-tier", "offline"]);
    expect(ids("vip")).toEqual(["paid", "offline"]);
    expect(ids("PREMIUM_ANNUAL")).toEqual(["premium-only", "paid", "offline"]);
    expect(sceneAllowsPlan(scenes[2]!, "FREE")).toBe(true);
  });

  it("defaults to the marked scene, else the first real model the plan allows", () => {
    expect(defaultScene(scenesForPlan(scenes, "premium")).id).toBe("premium-only");
    expect(defaultScene(scenesForPlan(scenes, "free")).id).toBe("free-tier");
    expect(defaultScene([scenes[3]!]).id).toBe("offline");
  });
});

describe("languageModelFor", () => {
  it("gives the offline engine for the offline scene", () => {
    const config = loadConfig({ OFFLINE_MODEL_DELAY_MS: "0" });
    const model = languageModelFor(defaultScene(loadModelScenes(config, {})), config);
    expect(model).toMatchObject({ specificationVersion: "v3", provider: "fable-offline" });
  });

  describe("against the mock OpenAI-compatible upstream", () => {
    let mock: Awaited<ReturnType<typeof startMock>>;
    beforeAll(async () => {
      mock = await startMock({ tokens: 20 });
    });
    afterAll(() => mock.stop());

    it("streams an openai-compatible scene's reply in pieces", async () => {
      const config = loadConfig({
        LLM_BASE_URL: `${mock.url}/v1`,
        LLM_MODEL: "mock-model",
        LLM_API_KEY: "test-key",
      });
      const scene = defaultScene(loadModelScenes(config, {}));
      expect(scene.provider).toBe("openai-compatible");
      const result = streamText({
        model: languageModelFor(scene, config),
        messages: [{ role: "user", content: "Hello?" }],
        maxRetries: 0,
      });
      const deltas: string[] = [];
      for await (const delta of result.textStream) deltas.push(delta);
      expect(deltas.length).toBeGreaterThanOrEqual(10);
      expect(deltas.join("")).toMatch(/^Once upon a time a small fox/);
      expect((await result.usage).outputTokens).toBe(20);
    });

    it.each([
      ["anthropic", "/v1"],
      ["gemini", "/v1beta"],
    ])(
      "streams a %s scene's reply from a models file, its key sent the way that API takes it",
      async (provider, path) => {
        const file = modelsFile(
          `${provider}.yaml`,
          `- { id: hosted, label: Hosted, provider: ${provider}, baseUrl: '${mock.url}${path}', model: mock-model, apiKeyEnv: HOSTED_KEY, temperature: 0.5 }`,
        );
        const env = { HOSTED_KEY: "hosted-key" };
        const config = loadConfig({ MODELS_FILE: file });
        const scene = defaultScene(loadModelScenes(config, env));
        const result = streamText({
          model: languageModelFor(scene, config, env),
          system: "You are Marlow.",
          messages: [{ role: "user", content: "Hello?" }],
          temperature: scene.sampling.temperature,
          maxRetries: 0,
        });
        const deltas: string[] = [];
        for await (const delta of result.textStream) deltas.push(delta);
        expect(deltas.length).toBe(20);
        expect(deltas.join("")).toMatch(/^Once upon a time a small fox/);
        expect(await result.finishReason).toBe("stop");
        expect((await result.usage).outputTokens).toBe(20);

        // Without the key the mock refuses, as the real API does.
        const keyless = languageModelFor(scene, config, {});
        await expect(
          keyless.doGenerate({ prompt: [{ role: "user", content: [{ type: "text", text: "Hi" }] }] }),
        ).rejects.toMatchObject({
          statusCode: 401,
        });
      },
    );
  });
});
