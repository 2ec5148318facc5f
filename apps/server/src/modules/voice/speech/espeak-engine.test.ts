import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { VOICES } from "../../bots/creation-options.ts";
import { analyseRecording } from "./analyse-recording.ts";
import { processSlots } from "./bounded-process.ts";
import { detectSpeech } from "./detect-speech.ts";
import type { SpeechError } from "./speech-errors.ts";
import { espeakPresent, testEngine } from "./speech-test-support.ts";
import { espeakVoice } from "./speech-voices.ts";

const line = (text: string, language: "en" | "zh" = "en") => [{ text, narrator: false, language }];
const SENTENCE =
  "Good evening, traveller. The fire is warm and the soup is almost ready, so sit down and rest.";

/** espeak-ng processes that are children of this test process. */
const espeakChildren = () =>
  execFileSync("ps", ["-o", "comm=", "--ppid", String(process.pid)], { encoding: "utf8" })
    .split("\n")
    .filter((name) => name.startsWith("espeak"));

describe("detectSpeech", () => {
  it("is off when asked, and not installed when the binary does not run", async () => {
    const base = { ESPEAK_PATH: "espeak-ng", TTS_VOICES: [] };
    expect(await detectSpeech({ ...base, SPEECH: "off" })).toEqual({
      available: false,
      reason: "notConfigured",
    });
    expect(await detectSpeech({ ...base, SPEECH: "auto", ESPEAK_PATH: "/nonexistent/espeak-ng" })).toEqual({
      available: false,
      reason: "notInstalled",
    });
    // A program that runs but is not espeak-ng (no data folder in its --version) is not taken for it.
    expect(await detectSpeech({ ...base, SPEECH: "auto", ESPEAK_PATH: "true" })).toEqual({
      available: false,
      reason: "notInstalled",
    });
  });

  it("takes the configured endpoint over espeak-ng", async () => {
    const setup = await detectSpeech({
      SPEECH: "auto",
      ESPEAK_PATH: "/nonexistent/espeak-ng",
      TTS_BASE_URL: "http://127.0.0.1:9/v1",
      TTS_VOICES: ["alloy", "nova"],
    });
    expect(setup.available && setup.engine.name).toBe("openai");
    expect(setup.available && setup.engine.voices().map((voice) => voice.id)).toEqual(["alloy", "nova"]);
  });

  it.skipIf(!espeakPresent)("finds espeak-ng when it is installed", async () => {
    const setup = await detectSpeech({ SPEECH: "auto", ESPEAK_PATH: "espeak-ng", TTS_VOICES: [] });
    expect(setup.available && setup.engine.name).toBe("espeak-ng");
  });
});

describe("processSlots", () => {
  it("runs at most two pieces of work at once, in order, and lets a waiting caller give up", async () => {
    const withSlot = processSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (id: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push(id);
      running--;
      return id;
    };
    const stop = new AbortController();
    const given = withSlot(work(99), stop.signal);
    const all = Promise.all([1, 2, 3, 4, 5].map((id) => withSlot(work(id))));
    stop.abort();
    await expect(given).resolves.toBe(99); // it had a slot already: it runs to its end
    const waiting = withSlot(work(100), AbortSignal.abort());
    await expect(waiting).rejects.toMatchObject({ kind: "aborted" });
    expect(await all).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order.slice(-3)).toEqual([3, 4, 5]);
  });
});

describe.skipIf(!espeakPresent)("espeak-ng engine", () => {
  it("speaks every voice bots can choose, English and Chinese, as MP3 that decodes back", async () => {
    const engine = testEngine();
    for (const { id } of VOICES) {
      expect(espeakVoice(id), id).toBeDefined();
      const audio = await engine.synthesize({ parts: line("Hello there."), voice: id, rate: "medium" });
      expect(audio.contentType).toBe("audio/mpeg");
      expect(audio.extension).toBe("mp3");
      const back = await analyseRecording(audio.bytes);
      expect(back.format).toBe("mp3");
      expect(Math.abs(back.durationSec * 1000 - audio.durationMs)).toBeLessThan(150);
      expect(back.pitchHz).not.toBeNull();
    }
    const chinese = await engine.synthesize({
      parts: line("你好，很高兴见到你。", "zh"),
      voice: "cmn+f3",
      rate: "medium",
    });
    expect(chinese.durationMs).toBeGreaterThan(1000);
    expect(engine.voices().length).toBeGreaterThanOrEqual(VOICES.length - 1);
  });

  it("reads text that looks like options as text", async () => {
    const audio = await testEngine().synthesize({
      parts: line("--help -v xx --stdout"),
      voice: "",
      rate: "fast",
    });
    expect(audio.durationMs).toBeGreaterThan(500);
  });

  it("reads a group of narrator and character parts in one file, and refuses an unknown voice", async () => {
    const engine = testEngine();
    const alone = await engine.synthesize({ parts: line("Come in."), voice: "en-us+m3", rate: "medium" });
    const both = await engine.synthesize({
      parts: [{ text: "She opens the door.", narrator: true, language: "en" }, ...line("Come in.")],
      voice: "en-us+m3",
      rate: "medium",
    });
    expect(both.durationMs).toBeGreaterThan(alone.durationMs + 800);
    await expect(
      engine.synthesize({ parts: line("Hi."), voice: "xx+nobody", rate: "medium" }),
    ).rejects.toMatchObject({
      kind: "unknownVoice",
    });
  });

  it("speaks slower and faster with the rate", async () => {
    const engine = testEngine();
    const durations: number[] = [];
    for (const rate of ["slow", "medium", "fast", "super_fast"] as const) {
      durations.push((await engine.synthesize({ parts: line(SENTENCE), voice: "", rate })).durationMs);
    }
    for (let i = 1; i < durations.length; i++)
      expect(durations[i]).toBeLessThan((durations[i - 1] as number) * 0.92);
  });

  it("follows a voice pack's variant: pitch and speed", async () => {
    const engine = testEngine();
    const speak = (pitch: number, speed = 1) =>
      engine.synthesize({
        parts: line(SENTENCE),
        voice: "",
        rate: "medium",
        variant: { base: pitch > 165 ? "female" : "male", pitch, range: 20, speed },
      });
    const low = await analyseRecording((await speak(95)).bytes);
    const high = await analyseRecording((await speak(230)).bytes);
    expect(low.pitchHz).toBeGreaterThan(85);
    expect(low.pitchHz).toBeLessThan(125);
    expect(high.pitchHz).toBeGreaterThan(210);
    expect(high.pitchHz).toBeLessThan(270);
    expect((await speak(120, 1.5)).durationMs).toBeLessThan((await speak(120, 1)).durationMs * 0.8);
  });

  it("is killed when the caller aborts, and leaves no process behind", async () => {
    const stop = new AbortController();
    const long = Array(20).fill(SENTENCE).join(" ");
    const started = performance.now();
    const pending = testEngine().synthesize({
      parts: line(long),
      voice: "",
      rate: "slow",
      signal: stop.signal,
    });
    setTimeout(() => stop.abort(), 30);
    const error = (await pending.catch((caught) => caught)) as SpeechError;
    expect(error.kind).toBe("aborted");
    expect(performance.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(espeakChildren()).toEqual([]);
  });

  it("stops a run that takes longer than its time limit", async () => {
    const { createEspeakEngine } = await import("./espeak-engine.ts");
    const { espeakDataDir } = await import("./speech-test-support.ts");
    const slow = createEspeakEngine({
      command: "espeak-ng",
      dataDir: espeakDataDir as string,
      timeoutMs: 20,
    });
    const long = Array(20).fill(SENTENCE).join(" ");
    await expect(slow.synthesize({ parts: line(long), voice: "", rate: "slow" })).rejects.toMatchObject({
      kind: "timeout",
    });
  });
});
