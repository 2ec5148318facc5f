import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { VOICES } from "../../bots/creation-options.ts";
import { analyseRecording } from "./analyse-recording.ts";
import { createEspeakEngine } from "./espeak-engine.ts";
import { installedVariants } from "./installed-variants.ts";
import { espeakDataDir, espeakPresent, testEngine } from "./speech-test-support.ts";

const EXTRA = ["en-us+m7", "en-gb+f4", "en-us+f5", "en-gb+m2"];
const line = [
  {
    text: "The tide is coming in, so we should walk back along the sea wall.",
    narrator: false,
    language: "en" as const,
  },
];

describe.skipIf(!espeakPresent)("espeak-ng voice variants", () => {
  const made: string[] = [];
  afterAll(() => {
    for (const folder of made) rmSync(folder, { recursive: true, force: true });
  });

  /** A data folder like espeak-ng's, whose voices/!v lacks `missing`. */
  function trimmedDataDir(missing: string): string {
    const root = mkdtempSync(path.join(tmpdir(), "fable-trimmed-espeak-"));
    made.push(root);
    const variants = path.join(root, "voices", "!v");
    mkdirSync(variants, { recursive: true });
    const stock = path.join(espeakDataDir!, "voices", "!v");
    for (const name of readdirSync(stock))
      if (name !== missing) symlinkSync(path.join(stock, name), path.join(variants, name));
    return root;
  }

  it("offers the extra variants this espeak-ng has, and every English voice sounds unlike the others", async () => {
    const engine = testEngine();
    const offered = engine.voices().map((voice) => voice.id);
    for (const id of EXTRA) {
      expect(offered, id).toContain(id);
      // Bots may store it, with a label in both languages.
      expect(VOICES.find((voice) => voice.id === id)).toMatchObject({ label: expect.any(String) });
    }
    const sounds = new Map<string, string>();
    // Every English voice (the Mandarin ones read English parts with en-us and their variant).
    const english = VOICES.map((voice) => voice.id).filter((id) => id.startsWith("en-"));
    expect(english).toEqual(expect.arrayContaining(EXTRA));
    for (const id of english) {
      const audio = await engine.synthesize({ parts: line, voice: id, rate: "medium" });
      const analysis = await analyseRecording(audio.bytes);
      expect(analysis.durationSec, id).toBeGreaterThan(2);
      expect(analysis.pitchHz, id).not.toBeNull();
      sounds.set(Buffer.from(audio.bytes).toString("base64"), id);
    }
    // As many recordings as voices: no two sound alike (British variants once all sounded the same).
    expect(sounds.size).toBe(english.length);
  });

  it("leaves out a voice whose variant the data folder lacks, and speaks a bot that kept it with the stock variant", async () => {
    const trimmed = trimmedDataDir("m7");
    expect(installedVariants(trimmed)?.has("m7")).toBe(false);
    expect(installedVariants(trimmed)?.has("m3")).toBe(true);
    const engine = createEspeakEngine({ command: "espeak-ng", dataDir: trimmed });
    const offered = engine.voices().map((voice) => voice.id);
    expect(offered).not.toContain("en-us+m7");
    expect(offered).toContain("en-gb+f4");
    const kept = await engine.synthesize({ parts: line, voice: "en-us+m7", rate: "medium" });
    const stock = await engine.synthesize({ parts: line, voice: "en-us+m3", rate: "medium" });
    expect(Buffer.from(kept.bytes).equals(Buffer.from(stock.bytes))).toBe(true);
    // Where the variant is installed, the same bot sounds different from the stock voice.
    const real = await testEngine().synthesize({ parts: line, voice: "en-us+m7", rate: "medium" });
    expect(Buffer.from(real.bytes).equals(Buffer.from(stock.bytes))).toBe(false);
  });

  it("assumes every variant is there when the folder cannot be listed", () => {
    expect(installedVariants(path.join(tmpdir(), "no-such-espeak-data"))).toBeNull();
    const engine = createEspeakEngine({
      command: "espeak-ng",
      dataDir: path.join(tmpdir(), "no-such-espeak-data"),
    });
    expect(engine.voices().map((voice) => voice.id)).toEqual(VOICES.map((voice) => voice.id).filter(Boolean));
  });
});
