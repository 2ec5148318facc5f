import { setImmediate as yieldToLoop } from "node:timers/promises";
import { FLACDecoder } from "@wasm-audio-decoders/flac";
import { OggVorbisDecoder } from "@wasm-audio-decoders/ogg-vorbis";
import { MPEGDecoder } from "mpg123-decoder";
import { OggOpusDecoder } from "ogg-opus-decoder";
import { scanMp3 } from "./mp3-frames.ts";
import { SpeechError } from "./speech-errors.ts";
import { isWav, readWavInfo, wavMonoSamples } from "./wav.ts";

/**
 * Recognises an audio format from its bytes (never a file name) and decodes it to mono samples, with
 * memory and time bounded: a recording's duration is known or capped before its samples are kept,
 * and decoding goes 64 KB (or a few seconds of WAV) at a time, yielding to the event loop between, so
 * a five-minute upload never holds it. WAV is read here; MP3, FLAC and Ogg (Opus, Vorbis) by the
 * WebAssembly decoders of the wasm-audio-decoders family. WebM and M4A are recognised and refused.
 */

export type AudioFormat = "wav" | "mp3" | "ogg" | "flac" | "webm" | "m4a";

export interface DecodedAudio {
  format: AudioFormat;
  sampleRate: number;
  /** Channels of the source (the samples are mixed to mono). */
  channels: number;
  samples: Float32Array;
}

export interface DecodeLimits {
  /** Longest recording accepted, seconds (voice packs: 30 min). */
  maxDurationSec: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** The format the bytes are in, or undefined when none we know. */
export function sniffAudio(bytes: Uint8Array): AudioFormat | undefined {
  if (isWav(bytes)) return "wav";
  if (ascii(bytes, 0, 4) === "fLaC") return "flac";
  if (ascii(bytes, 0, 4) === "OggS") return "ogg";
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return "webm";
  if (ascii(bytes, 4, 4) === "ftyp") return "m4a";
  return scanMp3(bytes) ? "mp3" : undefined;
}

interface StreamDecoder {
  ready: Promise<void>;
  decode(chunk: Uint8Array):
    | { channelData: Float32Array[]; samplesDecoded: number; sampleRate: number }
    | Promise<{
        channelData: Float32Array[];
        samplesDecoded: number;
        sampleRate: number;
      }>;
  free(): unknown;
}

function oggDecoder(bytes: Uint8Array): StreamDecoder {
  // The first page's packet names the codec: "OpusHead" or "\x01vorbis".
  const head = ascii(bytes, 0, Math.min(bytes.length, 200));
  if (head.includes("OpusHead")) return new OggOpusDecoder();
  if (head.includes("\x01vorbis")) return new OggVorbisDecoder();
  throw new SpeechError("unsupportedFormat", "an Ogg stream that is neither Opus nor Vorbis");
}

/** Decodes to mono; throws SpeechError unsupportedFormat, corrupt or tooLarge. */
export async function decodeAudio(bytes: Uint8Array, limits: DecodeLimits): Promise<DecodedAudio> {
  const format = sniffAudio(bytes);
  if (!format) throw new SpeechError("unsupportedFormat", "not an audio format we read");
  if (format === "wav") return decodeWav(bytes, limits);
  if (format === "webm" || format === "m4a") {
    throw new SpeechError(
      "unsupportedFormat",
      `${format} is recognised but not decoded here (send WAV, MP3, Ogg or FLAC)`,
    );
  }
  if (format === "mp3") {
    const scan = scanMp3(bytes);
    if (scan && scan.durationSec > limits.maxDurationSec) {
      throw new SpeechError(
        "tooLarge",
        `${Math.round(scan.durationSec)} s is over ${limits.maxDurationSec} s`,
      );
    }
  }
  const decoder: StreamDecoder =
    format === "mp3" ? new MPEGDecoder() : format === "flac" ? new FLACDecoder() : oggDecoder(bytes);
  try {
    await decoder.ready;
    const decoded = await decodeStream(decoder, bytes, format, limits);
    // mpg123 always hands out two channels; the frame headers say what the file holds.
    return format === "mp3"
      ? { ...decoded, channels: scanMp3(bytes)?.channels ?? decoded.channels }
      : decoded;
  } finally {
    decoder.free();
  }
}

async function decodeStream(
  decoder: StreamDecoder,
  bytes: Uint8Array,
  format: AudioFormat,
  limits: DecodeLimits,
): Promise<DecodedAudio> {
  const pieces: Float32Array[] = [];
  let total = 0;
  let sampleRate = 0;
  let channels = 0;
  for (let at = 0; at < bytes.length; at += 65536) {
    const out = await decoder.decode(bytes.subarray(at, at + 65536));
    if (out.samplesDecoded > 0) {
      sampleRate = out.sampleRate;
      channels = Math.max(channels, out.channelData.length);
      pieces.push(mixDown(out.channelData, out.samplesDecoded));
      total += out.samplesDecoded;
      // Streams without a length up front (Ogg, FLAC) are stopped as soon as they pass the limit.
      if (total / sampleRate > limits.maxDurationSec) {
        throw new SpeechError("tooLarge", `over ${limits.maxDurationSec} s of audio`);
      }
    }
    await yieldToLoop();
  }
  if (total === 0 || sampleRate === 0)
    throw new SpeechError("corrupt", `no ${format} audio could be decoded`);
  const samples = new Float32Array(total);
  let offset = 0;
  for (const piece of pieces) {
    samples.set(piece, offset);
    offset += piece.length;
  }
  return { format, sampleRate, channels, samples };
}

function mixDown(channelData: Float32Array[], length: number): Float32Array {
  if (channelData.length === 1) return (channelData[0] as Float32Array).slice(0, length);
  const out = new Float32Array(length);
  for (const channel of channelData)
    for (let i = 0; i < length; i++)
      out[i] = (out[i] as number) + (channel[i] as number) / channelData.length;
  return out;
}

/** WAV: the duration is known from the bytes present, so a header claiming 2 GB costs nothing. */
async function decodeWav(bytes: Uint8Array, limits: DecodeLimits): Promise<DecodedAudio> {
  const info = readWavInfo(bytes);
  if (info.frames === 0) throw new SpeechError("corrupt", "a WAV without samples");
  if (info.frames / info.sampleRate > limits.maxDurationSec) {
    throw new SpeechError(
      "tooLarge",
      `${Math.round(info.frames / info.sampleRate)} s is over ${limits.maxDurationSec} s`,
    );
  }
  const samples = new Float32Array(info.frames);
  const step = info.sampleRate * 10;
  for (let from = 0; from < info.frames; from += step) {
    const to = Math.min(info.frames, from + step);
    samples.set(wavMonoSamples(bytes, info, from, to), from);
    await yieldToLoop();
  }
  return { format: "wav", sampleRate: info.sampleRate, channels: info.channels, samples };
}
