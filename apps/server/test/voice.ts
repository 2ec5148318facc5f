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
