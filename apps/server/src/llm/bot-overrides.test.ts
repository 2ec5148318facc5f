import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { defaultBotOverrideBounds } from "./bot-override-bounds.ts";
import { baseSceneOf, effectiveSettings, sceneForBot } from "./bot-overrides.ts";
import { loadModelScenes, type ModelScene } from "./registry.ts";

const directory = mkdtempSync(path.join(tmpdir(), "fable-bot-overrides-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

let files = 0;
/** The first scene of a models file holding one scene with these extra lines. */
function sceneWith(...lines: string[]): ModelScene {
  const file = path.join(directory, `models-${++files}.yaml`);
  writeFileSync(
    file,
    [
      "scenes:",
      "  - id: tuned",
      "    label: Tuned",
      "    provider: openai-compatible",
      "    baseUrl: http://127.0.0.1:9/v1",
      "    model: m",
      "    contextWindow: 8192",
      "    maxReplyTokens: 512",
      ...lines,
    ].join("\n"),
  );
  return loadModelScenes(loadConfig({ MODELS_FILE: file }), {})[0]!;
}

describe("botOverrides in the models file", () => {
  it("gives a scene that says nothing the default bounds, limited by its own reply and context", () => {
    const scene = sceneWith();
    expect(scene.botOverrides).toEqual(
      defaultBotOverrideBounds({ maxReplyTokens: 512, contextWindow: 8192 }),
    );
    expect(scene.botOverrides.ranges).toMatchObject({
      temperature: [0, 2],
      maxReplyTokens: [16, 512],
      contextWindow: [512, 8192],
    });
    expect(scene.botOverrides).toMatchObject({ stop: true, seed: true, extra: [] });
  });

  it("gives the one-model setup (LLM_*) the default bounds too", () => {
    const [scene] = loadModelScenes(
      loadConfig({ LLM_BASE_URL: "http://127.0.0.1:9/v1", LLM_MODEL: "m", LLM_CONTEXT_WINDOW: "4096" }),
      {},
    );
    expect(scene!.botOverrides).toEqual(
      defaultBotOverrideBounds({ maxReplyTokens: 512, contextWindow: 4096 }),
    );
  });

  it("allows only what a scene lists, true taking the default range", () => {
    const scene = sceneWith(
      "    botOverrides:",
      "      temperature: [0.2, 1.5]",
      "      topP: true",
      "      maxReplyTokens: [64, 1024]",
      "      stop: true",
      "      extra: [mirostat, dry_multiplier]",
    );
    expect(scene.botOverrides).toEqual({
      ranges: { temperature: [0.2, 1.5], topP: [0, 1], maxReplyTokens: [64, 1024] },
      stop: true,
      seed: false,
      extra: ["mirostat", "dry_multiplier"],
    });
  });

  it("forbids every override with false", () => {
    expect(sceneWith("    botOverrides: false").botOverrides).toEqual({
      ranges: {},
      stop: false,
      seed: false,
      extra: [],
    });
  });

  it("names an unknown key with the keys there are, and the one meant", () => {
    expect(() => sceneWith("    botOverrides:", "      top_p: [0, 1]")).toThrow(
      /scenes\[0\]\.botOverrides\.top_p: unknown key \(did you mean topP\?\); botOverrides may have temperature, topP, .*extra, or be false/,
    );
  });

  it("refuses a range upside down, past a setting's limits, or past the scene's context", () => {
    expect(() => sceneWith("    botOverrides:", "      temperature: [1.5, 0.2]")).toThrow(
      /scenes\[0\]\.botOverrides\.temperature: min must not be above max/,
    );
    expect(() => sceneWith("    botOverrides:", "      topP: [0, 2]")).toThrow(
      /scenes\[0\]\.botOverrides\.topP\[1\]: must be at most 1/,
    );
    expect(() => sceneWith("    botOverrides:", "      contextWindow: [512, 32768]")).toThrow(
      /botOverrides\.contextWindow: the range must end at or below the scene's contextWindow \(8192\)/,
    );
    expect(() => sceneWith("    botOverrides: yes please")).toThrow(/botOverrides: must be false, or a map/);
  });
});

describe("a bot's overrides at reply time", () => {
  const scene = sceneWith(
    "    preset: balanced",
    "    stop: ['###']",
    "    extra: { mirostat: 0 }",
    "    botOverrides:",
    "      temperature: [0.2, 1.5]",
    "      topK: [0, 100]",
    "      maxReplyTokens: [64, 1024]",
    "      contextWindow: true",
    "      stop: true",
    "      extra: [mirostat]",
  );

  it("clamps each allowed value into the scene's range and keeps the scene's settings under it", () => {
    const settings = effectiveSettings(scene, { temperature: 3, topK: 150, maxReplyTokens: 8 });
    expect(settings.sampling).toMatchObject({ temperature: 1.5, topK: 100, topP: 0.95, minP: 0.05 });
    expect(settings.maxReplyTokens).toBe(64);
    expect(effectiveSettings(scene, { temperature: 0.05 }).sampling.temperature).toBe(0.2);
    expect(effectiveSettings(scene, { temperature: 0.7 }).sampling.temperature).toBe(0.7);
  });

  it("ignores what the scene does not allow", () => {
    const settings = effectiveSettings(scene, {
      topP: 0.5,
      seed: 42,
      presencePenalty: 1,
      extra: { mirostat: 2, dry_multiplier: 0.8 },
    });
    expect(settings.sampling.topP).toBe(0.95);
    expect(settings.sampling.seed).toBeUndefined();
    expect(settings.sampling.presencePenalty).toBeUndefined();
    expect(settings.sampling.extra).toEqual({ mirostat: 2 });
  });

  it("adds the bot's stop strings to the scene's", () => {
    expect(effectiveSettings(scene, { stop: ["\nUser:", "###"] }).sampling.stop).toEqual(["###", "\nUser:"]);
  });

  it("keeps room for the prompt when the reply would take the whole context", () => {
    const settings = effectiveSettings(scene, { contextWindow: 600, maxReplyTokens: 1024 });
    expect(settings).toMatchObject({ contextWindow: 600, maxReplyTokens: 300 });
  });

  it("applies nothing for a scene that forbids overrides", () => {
    const closed = sceneWith("    temperature: 0.9", "    botOverrides: false");
    expect(effectiveSettings(closed, { temperature: 0.1, maxReplyTokens: 64, stop: ["x"] })).toEqual({
      sampling: { temperature: 0.9 },
      maxReplyTokens: 512,
      contextWindow: 8192,
    });
  });

  it("answers with one derived scene per bot row and scene, built on the configured one", () => {
    const overrides = { temperature: 1.2 };
    const derived = sceneForBot(scene, overrides);
    expect(derived).not.toBe(scene);
    expect(derived).toMatchObject({ id: "tuned", sampling: { temperature: 1.2 } });
    expect(sceneForBot(scene, overrides)).toBe(derived);
    expect(baseSceneOf(derived)).toBe(scene);
    expect(sceneForBot(scene, null)).toBe(scene);
    expect(sceneForBot(scene, {})).toBe(scene);
  });
});
