import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { INSTRUCT_TEMPLATES } from "../instruct/templates.ts";
import { loadModelScenes } from "../registry.ts";

/** A text-completion scene's template, as a models file gives it. */
const directory = mkdtempSync(path.join(tmpdir(), "fable-template-scenes-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

let files = 0;
function scenesFrom(lines: string[]) {
  files += 1;
  const file = path.join(directory, `models-${files}.yaml`);
  writeFileSync(
    file,
    [
      "scenes:",
      "  - id: local",
      "    label: Local",
      "    baseUrl: http://127.0.0.1:8080",
      "    model: nemo",
      ...lines,
    ].join("\n"),
  );
  return () => loadModelScenes(loadConfig({ MODELS_FILE: file }), {});
}

describe("a text-completion scene's template", () => {
  it("carries a built-in template by name", () => {
    const [scene] = scenesFrom([
      "    provider: llama-cpp",
      "    template: chatml",
      "    contextWindow: 8192",
    ])();
    expect(scene).toMatchObject({
      provider: "llama-cpp",
      contextWindow: 8192,
      template: INSTRUCT_TEMPLATES.chatml,
    });
  });

  it("carries a custom template spelt out", () => {
    const [scene] = scenesFrom([
      "    provider: koboldcpp",
      "    template:",
      '      system: { prefix: "", suffix: "\\n" }',
      '      user: { prefix: "### User: ", suffix: "\\n" }',
      '      assistant: { prefix: "### Marlow: ", suffix: "\\n" }',
      "      bos: '<s>'",
      "      stop: ['### User:']",
    ])();
    expect(scene!.template).toEqual({
      system: { prefix: "", suffix: "\n" },
      user: { prefix: "### User: ", suffix: "\n" },
      assistant: { prefix: "### Marlow: ", suffix: "\n" },
      bos: "<s>",
      // A custom template's BOS is written as given; a built-in's is left to the server.
      writeBos: true,
      stop: ["### User:"],
    });
  });

  it("is required for a text-completion provider", () => {
    expect(scenesFrom(["    provider: openai-text"])).toThrow(
      /scenes\[0\]\.template: is required for a openai-text scene/,
    );
  });

  it("is refused for a chat provider, which applies the model's own format", () => {
    expect(scenesFrom(["    provider: openai-compatible", "    template: chatml"])).toThrow(
      /template: cannot be set for a openai-compatible scene/,
    );
  });

  it("names the built-in templates when the name is unknown", () => {
    expect(scenesFrom(["    provider: llama-cpp", "    template: chatml2"])).toThrow(
      /"chatml2" is not a built-in template; use one of chatml, llama3, mistral, gemma, alpaca, vicuna, phi3, command-r/,
    );
  });

  it("cannot come from LLM_PROVIDER alone, which has no template", () => {
    expect(() =>
      loadModelScenes(
        loadConfig({ LLM_PROVIDER: "llama-cpp", LLM_BASE_URL: "http://127.0.0.1:8080", LLM_MODEL: "nemo" }),
        {},
      ),
    ).toThrow(/LLM_PROVIDER: llama-cpp needs the instruct template/);
  });
});
