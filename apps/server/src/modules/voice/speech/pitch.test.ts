import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES, fixturesPresent } from "../../../../test/fixtures.ts";
import { decodeAudio } from "./audio-decode.ts";
import { estimatePitch } from "./pitch.ts";
import { espeakPresent, monotone } from "./speech-test-support.ts";

/** A voice-like tone: f0 with seven falling harmonics. */
function harmonicTone(f0: number, sampleRate: number, seconds = 1) {
  const samples = new Float32Array(Math.round(sampleRate * seconds));
  for (let i = 0; i < samples.length; i++) {
    let value = 0;
    for (let h = 1; h <= 8; h++) value += Math.sin((2 * Math.PI * f0 * h * i) / sampleRate) / h;
    samples[i] = 0.3 * value;
  }
  return samples;
}

const within = (estimate: number | null, expected: number, share: number) => {
  expect(estimate).not.toBeNull();
  expect(Math.abs((estimate as number) - expected) / expected).toBeLessThanOrEqual(share);
};

describe("estimatePitch (YIN)", () => {
  it("finds the f0 of harmonic tones at the usual sample rates within 1 %", () => {
    for (const sampleRate of [8000, 16000, 22050, 44100, 48000]) {
      for (const f0 of [70, 100, 150, 220, 330, 480])
        within(estimatePitch(harmonicTone(f0, sampleRate), sampleRate), f0, 0.01);
    }
  });

  it("says null for silence, white noise and a clip too short to hold a period", () => {
    expect(estimatePitch(new Float32Array(16000), 16000)).toBeNull();
    let seed = 42;
    const noise = new Float32Array(32000).map(() => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return (seed / 2 ** 31 - 0.5) * 0.6;
    });
    expect(estimatePitch(noise, 16000)).toBeNull();
    expect(estimatePitch(harmonicTone(150, 16000, 0.01), 16000)).toBeNull();
  });

  describe.skipIf(!espeakPresent)("on speech espeak-ng makes at known pitches", () => {
    it("lands within 10 % of the variant's pitch, male and female", async () => {
      for (const pitch of [90, 120, 180, 240]) {
        const audio = await decodeAudio(await monotone(pitch), { maxDurationSec: 60 });
        within(estimatePitch(audio.samples, audio.sampleRate), pitch, 0.1);
      }
    });
  });

  describe.skipIf(!fixturesPresent)("on a real recording", () => {
    it("puts jfk.wav in the raised range of shouted oratory, as an independent autocorrelation does", async () => {
      // Kennedy speaks outdoors at full voice: frame-by-frame autocorrelation (numpy, 40 ms frames)
      // gives a median of 246 Hz, 10th–90th percentile 198–291 Hz — well above his conversational pitch.
      const audio = await decodeAudio(readFileSync(path.join(FIXTURES, "audio/jfk.wav")), {
        maxDurationSec: 60,
      });
      within(estimatePitch(audio.samples, audio.sampleRate), 246, 0.1);
    });
  });
});
