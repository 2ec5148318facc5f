import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { loadModelScenes } from "./registry.ts";

const directory = mkdtempSync(path.join(tmpdir(), "fable-fallback-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The scenes of a models file of these YAML lines. */
function scenesOfFile(lines: string[]) {
  const file = path.join(directory, `models-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, lines.join("\n"));
  return loadModelScenes(loadConfig({ MODELS_FILE: file }), {});
}

const scene = (id: string, extra = "") =>
  `- { id: ${id}, label: ${id}, provider: openai-compatible, baseUrl: 'http://127.0.0.1:9/v1', model: m${extra} }`;

describe("a scene's fallback list and showReasoning", () => {
  it("reads them, the offline engine included by its id; both are off when left out", () => {
    const scenes = scenesOfFile([
      scene("main", ", fallback: [spare, offline], showReasoning: true"),
      scene("spare"),
    ]);
    expect(scenes.map(({ id, fallback, showReasoning }) => ({ id, fallback, showReasoning }))).toEqual([
      { id: "main", fallback: ["spare", "offline"], showReasoning: true },
      { id: "spare", fallback: [], showReasoning: false },
      { id: "offline", fallback: [], showReasoning: false },
    ]);
  });

  it.each([
    [
      [scene("main", ", fallback: [nowhere]")],
      /scenes\[0\]\.fallback\[0\]: scene "main" falls back to "nowhere", which is no scene/,
    ],
    [
      [scene("main", ", fallback: [main]")],
      /scenes\[0\]\.fallback\[0\]: scene "main" cannot fall back to itself/,
    ],
    [
      [scene("a", ", fallback: [b]"), scene("b", ", fallback: [c]"), scene("c", ", fallback: [a]")],
      /scenes\[0\]\.fallback: scene "a" falls back in a circle \(a → b → c → a\)/,
    ],
    [[scene("main", ", fallback: oops")], /scenes\[0\]\.fallback: /],
    [[scene("main", ", fallback: [a, b, c, d, e, f]")], /scenes\[0\]\.fallback: must name at most 5 scenes/],
    [[scene("main", ", showReasoning: yes-please")], /scenes\[0\]\.showReasoning: /],
  ])("stops the start naming the file, the scene and the key: %#", (lines, problem) => {
    expect(() => scenesOfFile(lines)).toThrow(/Invalid configuration — MODELS_FILE .*models-.*\.yaml: /);
    expect(() => scenesOfFile(lines)).toThrow(problem);
  });

  it("lets two scenes share a fallback without calling it a circle", () => {
    const scenes = scenesOfFile([
      scene("a", ", fallback: [c, offline]"),
      scene("b", ", fallback: [c]"),
      scene("c", ", fallback: [offline]"),
    ]);
    expect(scenes.find((candidate) => candidate.id === "a")!.fallback).toEqual(["c", "offline"]);
  });

  it("gives the one-model setup the offline engine as its fallback only when LLM_FALLBACK says so", () => {
    const env = { LLM_BASE_URL: "http://127.0.0.1:9/v1", LLM_MODEL: "m" };
    expect(loadModelScenes(loadConfig(env), {})[0]!.fallback).toEqual([]);
    expect(loadModelScenes(loadConfig({ ...env, LLM_FALLBACK: "offline" }), {})[0]!.fallback).toEqual([
      "offline",
    ]);
    expect(() => loadConfig({ ...env, LLM_FALLBACK: "spare" })).toThrow(/LLM_FALLBACK/);
  });
});
