// Time to first audio for a 60-word reply with espeak-ng (target ≤ 300 ms), and the sizes behind
// docs/decisions/0033-speech-audio-format.md: run by scripts/bench.mjs (`npm run bench -- speech`)
// with `node --import tsx`; prints one JSON line.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createEncoder } from "wasm-media-encoders";
import { loadConfig } from "../src/config.ts";
import { decodeAudio } from "../src/modules/voice/speech/audio-decode.ts";
import { encodeSpeech } from "../src/modules/voice/speech/audio-encode.ts";
import { detectSpeech, speechGroups } from "../src/modules/voice/speech/index.ts";
import { encodeWav } from "../src/modules/voice/speech/wav.ts";
import { longestBlock } from "../test/event-loop.ts";

const RUNS = 20;
/** A 60-word reply of the kind characters write: an action, then speech. */
const REPLY =
  "*She sets the lantern on the table and smiles.* Welcome back, traveller. The storm kept everyone " +
  "indoors tonight, my friend, so the soup is still warm and the fire is high. Sit down, dry your coat, and tell " +
  "me what you found beyond the river. Did the old bridge hold this time, or did you have to swim across again?";

const setup = await detectSpeech(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }));
if (!setup.available || setup.engine.name !== "espeak-ng")
  throw new Error("espeak-ng is needed for this bench");
const engine = setup.engine;
const words = REPLY.split(/\s+/).length;

const firstAudio = async () => {
  const started = performance.now();
  const groups = speechGroups(REPLY, { actions: "narrate" });
  await engine.synthesize({ parts: groups[0] ?? [], voice: "en-us+f3", rate: "medium" });
  return performance.now() - started;
};
await firstAudio(); // the encoder's WebAssembly compiles once per process: not counted
const times: number[] = [];
for (let run = 0; run < RUNS; run++) times.push(await firstAudio());
times.sort((a, b) => a - b);
const at = (q: number) =>
  Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] as number);

// The whole reply, every group, once as MP3 (what is served); decoded back for WAV and Ogg sizes.
const groups = speechGroups(REPLY, { actions: "narrate" });
const mp3Parts = [];
let synthMs = 0;
for (const group of groups) {
  const started = performance.now();
  mp3Parts.push(await engine.synthesize({ parts: group, voice: "en-us+f3", rate: "medium" }));
  synthMs += performance.now() - started;
}
const durationMs = mp3Parts.reduce((sum, part) => sum + part.durationMs, 0);
const mp3Bytes = mp3Parts.reduce((sum, part) => sum + part.bytes.length, 0);
const pcm: Int16Array[] = [];
for (const part of mp3Parts) {
  const decoded = await decodeAudio(part.bytes, { maxDurationSec: 600 });
  pcm.push(
    Int16Array.from(decoded.samples, (value) => Math.max(-32768, Math.min(32767, Math.round(value * 32768)))),
  );
}
const all = new Int16Array(pcm.reduce((sum, part) => sum + part.length, 0));
let offset = 0;
for (const part of pcm) {
  all.set(part, offset);
  offset += part.length;
}
const wavBytes = encodeWav(all, 22050).length;
let encodeMs = performance.now();
await encodeSpeech(all, 22050);
encodeMs = performance.now() - encodeMs;
const ogg = await createEncoder(
  "audio/ogg",
  readFileSync(createRequire(import.meta.url).resolve("wasm-media-encoders/wasm/ogg")),
);
ogg.configure({ channels: 1, sampleRate: 22050, vbrQuality: 0 });
const floats = Float32Array.from(all, (value) => value / 32768);
let oggMs = performance.now();
const oggBytes = ogg.encode([floats]).length + ogg.finalize().length;
oggMs = performance.now() - oggMs;
const block = await longestBlock(() =>
  engine.synthesize({ parts: groups.flat(), voice: "en-us+f3", rate: "medium" }),
);

console.log(
  JSON.stringify({
    words,
    groups: groups.length,
    firstGroupWords: groups[0]?.reduce((sum, part) => sum + part.text.split(/\s+/).length, 0),
    p50: at(0.5),
    p95: at(0.95),
    min: Math.round(times[0] as number),
    durationS: Number((durationMs / 1000).toFixed(1)),
    synthAllMs: Math.round(synthMs),
    wavKB: Math.round(wavBytes / 1024),
    mp3KB: Math.round(mp3Bytes / 1024),
    oggKB: Math.round(oggBytes / 1024),
    mp3EncodeMs: Math.round(encodeMs),
    oggEncodeMs: Math.round(oggMs),
    longestBlockMs: Math.round(block.ms),
  }),
);
