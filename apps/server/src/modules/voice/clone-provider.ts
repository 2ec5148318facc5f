import type { Config } from "../../config.ts";

/**
 * A voice-cloning service speaking ElevenLabs' wire format (VOICE_CLONE_BASE_URL, VOICE_CLONE_API_KEY):
 * POST /v1/voices/add (multipart: name, files[]) → {voice_id}; POST /v1/text-to-speech/{voice_id}
 * {text, model_id} → audio/mpeg. Every call is bounded in time and in the bytes read back.
 */
const CLONE_TIMEOUT_MS = 120_000;
const SPEAK_TIMEOUT_MS = 30_000;
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

export class CloneFailed extends Error {
  constructor(
    /** A short reason shown to the pack's owner (e.g. "the cloning service answered 401"). */
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(reason, options);
    this.name = "CloneFailed";
  }
}

export const cloneConfigured = (config: Pick<Config, "VOICE_CLONE_BASE_URL">) =>
  Boolean(config.VOICE_CLONE_BASE_URL);

function endpoint(config: Config, path: string) {
  return `${String(config.VOICE_CLONE_BASE_URL).replace(/\/+$/, "")}${path}`;
}

async function post(config: Config, path: string, body: FormData | string, timeoutMs: number, json: boolean) {
  const headers: Record<string, string> = { accept: json ? "application/json" : "audio/mpeg" };
  if (config.VOICE_CLONE_API_KEY) headers["xi-api-key"] = config.VOICE_CLONE_API_KEY;
  if (typeof body === "string") headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(endpoint(config, path), {
      method: "POST",
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new CloneFailed("the cloning service could not be reached", { cause: error });
  }
  if (!response.ok) throw new CloneFailed(`the cloning service answered ${response.status}`);
  return readCapped(response);
}

/** The body, refused as soon as it passes MAX_ANSWER_BYTES. */
async function readCapped(response: Response): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return new Uint8Array();
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) throw new CloneFailed("the cloning service sent too much");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Makes a cloned voice from the recordings; answers the service's voice id. */
export async function cloneVoice(
  config: Config,
  name: string,
  files: { bytes: Uint8Array; fileName: string }[],
): Promise<string> {
  const form = new FormData();
  form.set("name", name);
  for (const file of files) form.append("files", new Blob([file.bytes]), file.fileName);
  const answer = await post(config, "/v1/voices/add", form, CLONE_TIMEOUT_MS, true);
  let voiceId: unknown;
  try {
    voiceId = (JSON.parse(Buffer.from(answer).toString("utf8")) as { voice_id?: unknown }).voice_id;
  } catch (error) {
    throw new CloneFailed("the cloning service sent an unreadable answer", { cause: error });
  }
  if (typeof voiceId !== "string" || !/^[A-Za-z0-9_-]{1,100}$/.test(voiceId))
    throw new CloneFailed("the cloning service sent no voice id");
  return voiceId;
}

/** Speaks `text` in a cloned voice: MP3 bytes. */
export async function speakWithClone(config: Config, voiceId: string, text: string): Promise<Uint8Array> {
  const body = JSON.stringify({ text, model_id: config.VOICE_CLONE_MODEL });
  const audio = await post(
    config,
    `/v1/text-to-speech/${encodeURIComponent(voiceId)}`,
    body,
    SPEAK_TIMEOUT_MS,
    false,
  );
  if (audio.length === 0) throw new CloneFailed("the cloning service sent no audio");
  return audio;
}
