import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { setImmediate as yieldToLoop } from "node:timers/promises";
import { createEncoder, type WasmMediaEncoder } from "wasm-media-encoders";
import { encodeWav } from "./wav.ts";

/**
 * Synthesised speech leaves as MP3 (LAME compiled to WebAssembly, `wasm-media-encoders`): every
 * browser plays it and a 60-word reply is about a seventh of its WAV (docs/decisions/0032). The
 * encoder is pure WebAssembly, so it works wherever `npm install` does; if it cannot load, the audio
 * stays WAV. Encoding runs a second of audio at a time and yields between, so one long reply never
 * holds the event loop.
 */

export interface EncodedAudio {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
  durationMs: number;
}

/** Speech needs little: 48 kbit/s mono keeps espeak-ng's and most voices' detail (sizes in the note). */
const MP3_BITRATE = 48;

/** The WebAssembly binary, read once; then its compiled module, kept after the first encoder. */
let wasm: Promise<Uint8Array | undefined> | undefined;
let compiled: WebAssembly.Module | undefined;

/** A fresh MP3 encoder (one per call: they hold state), or undefined when it cannot load here. */
async function newEncoder(): Promise<WasmMediaEncoder<"audio/mpeg"> | undefined> {
  try {
    if (compiled) return await createEncoder("audio/mpeg", compiled);
    wasm ??= readFile(createRequire(import.meta.url).resolve("wasm-media-encoders/wasm/mp3")).catch(
      () => undefined,
    );
    const binary = await wasm;
    if (!binary) return undefined;
    return await createEncoder("audio/mpeg", binary, (module) => {
      compiled = module;
    });
  } catch {
    return undefined;
  }
}

/** 16-bit mono PCM as MP3 when the encoder loads, else as WAV. */
export async function encodeSpeech(samples: Int16Array, sampleRate: number): Promise<EncodedAudio> {
  const durationMs = Math.round((samples.length / sampleRate) * 1000);
  const encoder = await newEncoder();
  if (!encoder)
    return { bytes: encodeWav(samples, sampleRate), contentType: "audio/wav", extension: "wav", durationMs };
  encoder.configure({ channels: 1, sampleRate, bitrate: MP3_BITRATE });
  const pieces: Uint8Array[] = [];
  const floats = new Float32Array(sampleRate);
  for (let start = 0; start < samples.length; start += sampleRate) {
    const end = Math.min(samples.length, start + sampleRate);
    for (let i = start; i < end; i++) floats[i - start] = (samples[i] as number) / 32768;
    // The encoder owns what it returns until its next call: copy it.
    pieces.push(encoder.encode([floats.subarray(0, end - start)]).slice());
    if (end < samples.length) await yieldToLoop();
  }
  pieces.push(encoder.finalize().slice());
  return { bytes: Buffer.concat(pieces), contentType: "audio/mpeg", extension: "mp3", durationMs };
}
