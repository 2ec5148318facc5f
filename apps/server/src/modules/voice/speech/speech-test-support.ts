import { spawnSync } from "node:child_process";
import { createEspeakEngine } from "./espeak-engine.ts";
import type { EspeakVariant } from "./espeak-variants.ts";

/**
 * For tests: whether espeak-ng runs here, and its data folder. Without it the tests that need it
 * skip, unless CI (FIXTURES_REQUIRED=1, which also installs it) or SPEECH_REQUIRED=1 asks for it:
 * then a missing espeak-ng fails the run instead of quietly skipping.
 */
const version = spawnSync("espeak-ng", ["--version"], { encoding: "utf8", timeout: 5000 });
export const espeakDataDir = /Data at:\s*(\S.*?)\s*$/m.exec(version.stdout ?? "")?.[1];
export const espeakPresent = version.status === 0 && espeakDataDir !== undefined;

if (!espeakPresent) {
  if (process.env.FIXTURES_REQUIRED === "1" || process.env.SPEECH_REQUIRED === "1") {
    throw new Error("espeak-ng is required here (FIXTURES_REQUIRED or SPEECH_REQUIRED) but does not run");
  }
  console.warn("skipped: espeak-ng is not installed");
}

export const testEngine = () => createEspeakEngine({ command: "espeak-ng", dataDir: espeakDataDir ?? "" });

/** A sentence spoken by a monotone variant at `pitch` Hz: a recording whose f0 the test knows. */
export async function monotone(
  pitch: number,
  text = "The quick brown fox jumps over the lazy dog near the bank.",
) {
  const variant: EspeakVariant = { base: pitch >= 165 ? "female" : "male", pitch, range: 0, speed: 1 };
  const audio = await testEngine().synthesize({
    parts: [{ text, narrator: false, language: "en" }],
    voice: "",
    rate: "medium",
    variant,
  });
  return audio.bytes;
}
