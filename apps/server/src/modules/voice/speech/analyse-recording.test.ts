import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createEncoder } from "wasm-media-encoders";
import { requestBlock } from "../../../../test/event-loop.ts";
import { FIXTURES, fixturesPresent } from "../../../../test/fixtures.ts";
import { analyseRecording } from "./analyse-recording.ts";
import { sniffAudio } from "./audio-decode.ts";
import { encodeWav } from "./wav.ts";

const jfk = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, "audio", name)));
const kindOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error) => error.kind ?? String(error),
  );

/** Deterministic noise bytes (a linear congruential generator), so a failure can be replayed. */
function noiseBytes(length: number, seed = 7) {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    bytes[i] = state >> 16;
  }
  return bytes;
}

/** A harmonic tone of `seconds` at 16 kHz as 16-bit PCM. */
function tonePcm(f0: number, seconds: number, sampleRate = 16000) {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) {
    let value = 0;
    for (let h = 1; h <= 6; h++) value += Math.sin((2 * Math.PI * f0 * h * i) / sampleRate) / h;
    samples[i] = Math.round(value * 8000);
  }
  return samples;
}

describe.skipIf(!fixturesPresent)("analyseRecording on jfk.wav and jfk.mp3", () => {
  it("reads both as the same 11-second single-speaker recording, whatever they are called", async () => {
    const wav = await analyseRecording(jfk("jfk.wav"));
    expect(wav).toMatchObject({ format: "wav", sampleRate: 16000, channels: 1 });
    expect(wav.durationSec).toBeCloseTo(11.0, 1);
    const mp3 = await analyseRecording(jfk("jfk.mp3"));
    expect(mp3).toMatchObject({ format: "mp3", sampleRate: 16000, channels: 1 });
    expect(Math.abs(mp3.durationSec - 11.0)).toBeLessThan(0.2);
    for (const analysis of [wav, mp3]) {
      expect(analysis.pitchHz).toBeGreaterThan(200); // shouted oratory: see pitch.test.ts
      expect(analysis.pitchHz).toBeLessThan(290);
      expect(analysis.loudnessDb).toBeGreaterThan(-30);
      expect(analysis.loudnessDb).toBeLessThan(-6);
      expect(analysis.voicedRatio).toBeGreaterThan(0.15);
      expect(analysis.voicedRatio).toBeLessThan(0.8);
      // 22 words in 11 s with long pauses: a slow, deliberate speaker.
      expect(analysis.speakingRateWpm).toBeGreaterThan(90);
      expect(analysis.speakingRateWpm).toBeLessThan(220);
    }
    expect(Math.abs((mp3.pitchHz as number) - (wav.pitchHz as number))).toBeLessThan(5);
    // The bytes decide, never the name: there is no name to mislead it, and the sniffer agrees.
    expect(sniffAudio(jfk("jfk.mp3"))).toBe("mp3");
    expect(sniffAudio(jfk("jfk.wav"))).toBe("wav");
  });

  it("refuses a truncated MP3 header, a truncated WAV, random bytes and other files", async () => {
    expect(await kindOf(analyseRecording(jfk("jfk.wav").slice(0, 30)))).toBe("corrupt");
    expect(await kindOf(analyseRecording(jfk("jfk.mp3").slice(0, 200)))).toBe("unsupportedFormat");
    expect(await kindOf(analyseRecording(noiseBytes(100_000)))).toBe("unsupportedFormat");
    expect(await kindOf(analyseRecording(new TextEncoder().encode("%PDF-1.7 not audio")))).toBe(
      "unsupportedFormat",
    );
    expect(await kindOf(analyseRecording(new Uint8Array()))).toBe("unsupportedFormat");
    // Half of each still decodes to what it holds: half the duration.
    const halfWav = await analyseRecording(jfk("jfk.wav").slice(0, 176_000));
    expect(halfWav.durationSec).toBeCloseTo(5.5, 1);
    const halfMp3 = await analyseRecording(jfk("jfk.mp3").slice(0, 38_000));
    expect(halfMp3.durationSec).toBeGreaterThan(4);
    expect(halfMp3.durationSec).toBeLessThan(7);
  });

  it("keeps the event loop free while decoding and measuring a 5-minute MP3", async () => {
    const mp3 = jfk("jfk.mp3");
    // 28 copies of the 11-second recording: MPEG frames join by concatenation (the ID3 tag only once).
    const frames = mp3.subarray(mp3.indexOf(0xff, 10));
    const long = Buffer.concat([mp3, ...Array(27).fill(frames)]);
    let analysis: Awaited<ReturnType<typeof analyseRecording>> | undefined;
    const block = await requestBlock(
      async () => {
        analysis = await analyseRecording(long);
      },
      { under: 100 },
    );
    expect(analysis?.durationSec).toBeGreaterThan(290);
    expect(analysis?.pitchHz).toBeGreaterThan(200);
    expect(block.ms).toBeLessThan(100);
  });
});

describe("analyseRecording's limits and formats", () => {
  it("reads a WAV whose header claims 2 GB as the bytes it really holds", async () => {
    const wav = encodeWav(tonePcm(150, 2), 16000);
    const view = new DataView(wav.buffer);
    view.setUint32(4, 0x7fffffff, true);
    view.setUint32(40, 2 * 1024 ** 3 - 1, true);
    const analysis = await analyseRecording(wav);
    expect(analysis.durationSec).toBeCloseTo(2, 2);
    expect(analysis.pitchHz).toBeCloseTo(150, 0);
  });

  it("refuses a recording over the longest allowed before keeping its samples", async () => {
    const wav = encodeWav(tonePcm(150, 3), 16000);
    expect(await kindOf(analyseRecording(wav, { maxDurationSec: 2 }))).toBe("tooLarge");
  });

  it("refuses a WAV with nonsense in its format fields", async () => {
    const wav = encodeWav(tonePcm(150, 1), 16000);
    new DataView(wav.buffer).setUint16(22, 0, true); // zero channels
    expect(await kindOf(analyseRecording(wav))).toBe("corrupt");
  });

  it("decodes Ogg Vorbis (made here by the Vorbis encoder) and says silence has no pitch", async () => {
    const encoder = await createEncoder(
      "audio/ogg",
      readFileSync(new URL(import.meta.resolve("wasm-media-encoders/wasm/ogg"))),
    );
    encoder.configure({ channels: 1, sampleRate: 16000, vbrQuality: 3 });
    const pcm = tonePcm(200, 3);
    const floats = Float32Array.from(pcm, (value) => value / 32768);
    const ogg = Buffer.concat([encoder.encode([floats]).slice(), encoder.finalize().slice()]);
    const analysis = await analyseRecording(ogg);
    expect(analysis.format).toBe("ogg");
    expect(analysis.durationSec).toBeCloseTo(3, 0);
    expect(analysis.pitchHz).toBeCloseTo(200, -1);
    const silence = await analyseRecording(encodeWav(new Int16Array(32000), 16000));
    expect(silence).toMatchObject({ pitchHz: null, voicedRatio: 0, loudnessDb: -120 });
    expect(silence.speakingRateWpm).toBeUndefined();
  });

  it("recognises WebM and M4A and says it does not decode them", async () => {
    const webm = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, ...noiseBytes(100)]);
    const m4a = Uint8Array.from([0, 0, 0, 32, ...new TextEncoder().encode("ftypM4A "), ...noiseBytes(100)]);
    expect(sniffAudio(webm)).toBe("webm");
    expect(sniffAudio(m4a)).toBe("m4a");
    expect(await kindOf(analyseRecording(webm))).toBe("unsupportedFormat");
  });
});
