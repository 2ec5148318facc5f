import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { MODEL_PROVIDERS } from "./model-scenes.ts";
import { loadModelScenes } from "./registry.ts";

const EXAMPLE = path.resolve(import.meta.dirname, "../../../../models.example.yaml");

describe("models.example.yaml", () => {
  it("is a valid models file, as the README promises", () => {
    const scenes = loadModelScenes(loadConfig({ MODELS_FILE: EXAMPLE }), {
      ANTHROPIC_API_KEY: "sk-ant-test",
      OPENROUTER_API_KEY: "sk-or-test",
    });
    expect(scenes.map((scene) => scene.id)).toEqual(["local", "claude", "router", "kobold", "offline"]);
    expect(scenes.find((scene) => scene.id === "local")?.sampling).toMatchObject({
      temperature: 0.8,
      topK: 40,
    });
    expect(scenes.find((scene) => scene.id === "local")?.botOverrides).toEqual({
      ranges: {
        temperature: [0.2, 1.5],
        topP: [0, 1],
        maxReplyTokens: [64, 1024],
        contextWindow: [2048, 8192],
      },
      stop: true,
      seed: true,
      extra: ["mirostat"],
    });
    expect(scenes.find((scene) => scene.id === "kobold")?.botOverrides.ranges).toEqual({});
    for (const scene of scenes) expect(MODEL_PROVIDERS).toContain(scene.provider);
    expect(scenes.find((scene) => scene.id === "local")?.fallback).toEqual(["router", "offline"]);
    expect(scenes.find((scene) => scene.id === "claude")?.showReasoning).toBe(true);
  });
});
