import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { call } from "./accounts.ts";
import { AUDIO_FIXTURES } from "./fixtures.ts";
import { putUpload, signUpload } from "./uploads.ts";

/** A real recording of the fixtures (jfk.wav: 11 s of one adult male speaker). */
export const audioFixture = (name: "jfk.wav" | "jfk.mp3") => readFile(path.join(AUDIO_FIXTURES, name));

/** Sign, then PUT a recording with purpose "voice": answers the stored file's address. */
export async function uploadVoice(
  app: FastifyInstance,
  token: string,
  bytes: Uint8Array,
  contentType = "audio/wav",
): Promise<string> {
  const signed = await signUpload(app, token, {
    size: bytes.length,
    contentType,
    purpose: "voice",
    name: "voice.wav",
  });
  if (signed.code !== 0) throw new Error(`sign failed: ${signed.message}`);
  const put = await putUpload(app, signed.result.url, bytes, contentType);
  if (put.code !== 0) throw new Error(`upload failed: ${put.message}`);
  return put.result.url as string;
}

/** Fetches a clip address the way an <audio> element would: no token. */
export function fetchClip(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: "GET", url, headers });
}

/** POST /v1/chat/text2Audio. */
export const readAloud = (app: FastifyInstance, token: string | null, msgId: string) =>
  call(app, "POST", "/api/v1/chat/text2Audio", { token, body: { msgId } });

/** A 16-bit mono PCM WAV of `seconds` of silence: a real recording with no voice in it. */
export function silentWav(seconds: number, sampleRate = 16000): Buffer {
  const data = Math.round(seconds * sampleRate) * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write("RIFF", 0);
  wav.writeUInt32LE(36 + data, 4);
  wav.write("WAVEfmt ", 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36);
  wav.writeUInt32LE(data, 40);
  return wav;
}

/** POST /pack/voice/create. */
export const createPack = (
  app: FastifyInstance,
  token: string,
  body: { modelName: string; source: "upload" | "recording"; files: string[] },
) => call(app, "POST", "/api/pack/voice/create", { token, body });

/**
 * A 16-bit mono WAV of a voiced sound: harmonics of `f0` Hz rising and falling four times a second like
 * syllables. Pitch trackers find `f0` in it, so it passes as a voice without espeak-ng or fixtures.
 */
export function voicedWav(seconds: number, f0 = 120, sampleRate = 16000): Buffer {
  const wav = silentWav(seconds, sampleRate);
  const count = Math.round(seconds * sampleRate);
  for (let i = 0; i < count; i++) {
    const time = i / sampleRate;
    const syllable = 0.55 + 0.45 * Math.sin(2 * Math.PI * 4 * time);
    let value = 0;
    for (let harmonic = 1; harmonic <= 5; harmonic++)
      value += Math.sin(2 * Math.PI * f0 * harmonic * time) / harmonic;
    wav.writeInt16LE(Math.round(value * syllable * 9000), 44 + i * 2);
  }
  return wav;
}
