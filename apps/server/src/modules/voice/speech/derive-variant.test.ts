import { describe, expect, it } from "vitest";
import { analyseRecording, type RecordingAnalysis } from "./analyse-recording.ts";
import { deriveEspeakVariant } from "./derive-variant.ts";
import { espeakPresent, monotone, testEngine } from "./speech-test-support.ts";

const analysis = (pitchHz: number | null, extra: Partial<RecordingAnalysis> = {}): RecordingAnalysis => ({
  format: "wav",
  durationSec: 5,
  sampleRate: 16000,
  channels: 1,
  loudnessDb: -20,
  pitchHz,
  pitchLowHz: pitchHz === null ? null : pitchHz * 0.85,
  pitchHighHz: pitchHz === null ? null : pitchHz * 1.25,
  voicedRatio: pitchHz === null ? 0 : 0.5,
  ...extra,
});

describe("deriveEspeakVariant", () => {
  it("takes the medians of several samples, so one odd sample does not move the voice", () => {
    const variant = deriveEspeakVariant([
      analysis(110),
      analysis(115),
      analysis(300),
      analysis(112),
      analysis(null),
    ]);
    expect(variant.base).toBe("male");
    expect(variant.pitch).toBeCloseTo(112 * 0.85, -1);
    expect(variant.range).toBeGreaterThan(15);
    expect(variant.speed).toBe(1);
  });

  it("falls back to a plain male voice when nothing was voiced, and keeps values in espeak-ng's bounds", () => {
    expect(deriveEspeakVariant([analysis(null)])).toEqual({ base: "male", pitch: 82, range: 36, speed: 1 });
    const extreme = deriveEspeakVariant([analysis(499, { speakingRateWpm: 900, pitchHighHz: 2000 })]);
    expect(extreme.range).toBeLessThanOrEqual(300);
    expect(extreme.speed).toBe(2);
  });

  describe.skipIf(!espeakPresent)("on recordings espeak-ng makes", () => {
    it("hears a low voice as male and low, a high one as female and high", async () => {
      const low = deriveEspeakVariant([await analyseRecording(await monotone(100))]);
      const high = deriveEspeakVariant([await analyseRecording(await monotone(230))]);
      expect(low.base).toBe("male");
      expect(Math.abs(low.pitch - 100) / 100).toBeLessThan(0.1);
      expect(high.base).toBe("female");
      expect(Math.abs(high.pitch - 230) / 230).toBeLessThan(0.1);
    });

    it("hears a fast speaker as faster than a slow one", async () => {
      const text = "We walked along the river for a long while, talking about everything and nothing at all.";
      const speak = async (rate: "slow" | "super_fast") =>
        analyseRecording(
          (
            await testEngine().synthesize({
              parts: [{ text, narrator: false, language: "en" }],
              voice: "",
              rate,
            })
          ).bytes,
        );
      const slow = deriveEspeakVariant([await speak("slow")]);
      const fast = deriveEspeakVariant([await speak("super_fast")]);
      expect(fast.speed).toBeGreaterThan(slow.speed * 1.2);
    });
  });
});
