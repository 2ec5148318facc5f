import { SpeechError } from "./speech-errors.ts";

/**
 * RIFF/WAVE read and written by hand: PCM 8/16/24/32-bit and 32/64-bit float, any channel count.
 * The header's sizes are never trusted: the data read is what the bytes hold (espeak-ng's --stdout
 * writes 0x7fffffff as the size, since it cannot seek back; a hostile file may claim 2 GB).
 */

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  float: boolean;
  /** Where the sample data starts and ends in the bytes (clipped to what is there). */
  dataStart: number;
  dataEnd: number;
  /** Whole frames present. */
  frames: number;
}

const text = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

export function isWav(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && text(bytes, 0, 4) === "RIFF" && text(bytes, 8, 4) === "WAVE";
}

/** Reads the chunks up to `data`; throws SpeechError("corrupt") when the header does not make sense. */
export function readWavInfo(bytes: Uint8Array): WavInfo {
  if (!isWav(bytes)) throw new SpeechError("unsupportedFormat", "not a RIFF/WAVE file");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 12;
  let format: Omit<WavInfo, "dataStart" | "dataEnd" | "frames"> | undefined;
  // A bounded walk: each step moves forward by at least 8 bytes.
  while (at + 8 <= bytes.length) {
    const id = text(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt " && body + 16 <= bytes.length) {
      const tag = view.getUint16(body, true);
      const extensible = tag === 0xfffe && size >= 40 && body + 26 <= bytes.length;
      const realTag = extensible ? view.getUint16(body + 24, true) : tag;
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
        float: realTag === 3,
      };
      if (realTag !== 1 && realTag !== 3)
        throw new SpeechError("unsupportedFormat", `WAV encoding ${realTag}`);
    } else if (id === "data") {
      if (!format) throw new SpeechError("corrupt", "WAV data before its format");
      const { channels, sampleRate, bitsPerSample, float } = format;
      const valid =
        channels >= 1 &&
        channels <= 16 &&
        sampleRate >= 1000 &&
        sampleRate <= 384_000 &&
        (float ? bitsPerSample === 32 || bitsPerSample === 64 : [8, 16, 24, 32].includes(bitsPerSample));
      if (!valid) throw new SpeechError("corrupt", "WAV format fields out of range");
      const frameBytes = (bitsPerSample / 8) * channels;
      const dataEnd = Math.min(bytes.length, body + size);
      const frames = Math.floor((dataEnd - body) / frameBytes);
      return { ...format, dataStart: body, dataEnd: body + frames * frameBytes, frames };
    }
    at = body + size + (size % 2);
  }
  throw new SpeechError("corrupt", "WAV without a data chunk");
}

/** Frames [from, to) mixed down to mono floats in [-1, 1]. */
export function wavMonoSamples(bytes: Uint8Array, info: WavInfo, from = 0, to = info.frames): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { channels, bitsPerSample, float } = info;
  const sampleBytes = bitsPerSample / 8;
  const out = new Float32Array(Math.max(0, to - from));
  const read = (offset: number): number => {
    if (float) return bitsPerSample === 32 ? view.getFloat32(offset, true) : view.getFloat64(offset, true);
    switch (bitsPerSample) {
      case 8:
        return (view.getUint8(offset) - 128) / 128;
      case 16:
        return view.getInt16(offset, true) / 32768;
      case 24:
        return (
          (view.getUint8(offset) | (view.getUint8(offset + 1) << 8) | (view.getInt8(offset + 2) << 16)) /
          8388608
        );
      default:
        return view.getInt32(offset, true) / 2147483648;
    }
  };
  for (let frame = from; frame < to; frame++) {
    let sum = 0;
    const base = info.dataStart + frame * sampleBytes * channels;
    for (let channel = 0; channel < channels; channel++) sum += read(base + channel * sampleBytes);
    out[frame - from] = sum / channels;
  }
  return out;
}

/** A 16-bit mono WAV of the given samples (for joining synthesised parts, and for tests). */
export function encodeWav(samples: Int16Array, sampleRate: number): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const put = (at: number, value: string) => {
    for (let i = 0; i < value.length; i++) bytes[at + i] = value.charCodeAt(i);
  };
  put(0, "RIFF");
  view.setUint32(4, 36 + samples.length * 2, true);
  put(8, "WAVE");
  put(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  put(36, "data");
  view.setUint32(40, samples.length * 2, true);
  new Int16Array(bytes.buffer, 44, samples.length).set(samples);
  return bytes;
}

/** 16-bit mono samples of a WAV espeak-ng wrote (16-bit mono PCM; copied so the bytes may be dropped). */
export function pcm16Of(bytes: Uint8Array): { samples: Int16Array; sampleRate: number } {
  const info = readWavInfo(bytes);
  if (info.channels !== 1 || info.bitsPerSample !== 16 || info.float) {
    throw new SpeechError("corrupt", "expected 16-bit mono PCM");
  }
  const copy = bytes.slice(info.dataStart, info.dataEnd);
  return { samples: new Int16Array(copy.buffer, 0, info.frames), sampleRate: info.sampleRate };
}
