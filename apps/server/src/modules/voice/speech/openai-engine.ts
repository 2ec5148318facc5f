import { scanMp3 } from "./mp3-frames.ts";
import type { SpeechEngine, SynthesisRequest, SynthesizedAudio } from "./speech-engine.ts";
import { SpeechError } from "./speech-errors.ts";
import { ESPEAK_VOICES, RATE_FACTORS, type SpeechVoice } from "./speech-voices.ts";

/**
 * Any OpenAI-compatible `POST {base}/audio/speech` (OpenAI, LocalAI, Kokoro-FastAPI, openedai-speech):
 * JSON {model, input, voice, speed, response_format: "mp3"} in, MP3 bytes out. One request per part
 * (a narrator part uses another voice); MPEG frames join by concatenation. Bounded in time and size,
 * abortable, and every failure a SpeechError of its own kind.
 */

export interface OpenAiSpeechOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** The endpoint's voices; OpenAI's when the operator lists none. */
  voices?: string[] | undefined;
  timeoutMs?: number;
}

export const OPENAI_VOICES = ["alloy", "ash", "coral", "echo", "fable", "onyx", "nova", "sage", "shimmer"];
/** The API's own limit on `input`. */
const MAX_INPUT_CHARS = 4096;
/** A minute of 48 kbit/s MP3 is 360 KB; a group is seconds. */
const MAX_AUDIO_BYTES = 10 * 1024 * 1024;

export function createOpenAiEngine(options: OpenAiSpeechOptions): SpeechEngine {
  const names = options.voices?.length ? options.voices : OPENAI_VOICES;
  const endpoint = `${options.baseUrl.replace(/\/+$/, "").replace(/\/audio\/speech$/, "")}/audio/speech`;
  const timeoutMs = options.timeoutMs ?? 30_000;

  /**
   * A voice of the endpoint for any id: its own names as they are; a bot's espeak-ng voice id (stored
   * before this engine was configured) to the endpoint voice at the same place in the list, so bots
   * that sounded different still do.
   */
  const resolve = (id: string): number => {
    const own = names.indexOf(id);
    if (own >= 0) return own;
    return (
      Math.max(
        0,
        ESPEAK_VOICES.findIndex((voice) => voice.id === id),
      ) % names.length
    );
  };

  async function speak(
    input: string,
    voice: string,
    speed: number,
    signal?: AbortSignal,
  ): Promise<Uint8Array> {
    if (input.length > MAX_INPUT_CHARS)
      throw new SpeechError("tooLarge", `a part over ${MAX_INPUT_CHARS} characters`);
    const timeout = AbortSignal.timeout(timeoutMs);
    const stop = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: options.model, input, voice, speed, response_format: "mp3" }),
        signal: stop,
      });
      if (response.status === 401 || response.status === 403) {
        throw new SpeechError("unauthorized", `${endpoint} refused the key (${response.status})`);
      }
      if (!response.ok) throw new SpeechError("upstream", `${endpoint} answered ${response.status}`);
      const declared = Number(response.headers.get("content-length") ?? 0);
      if (declared > MAX_AUDIO_BYTES) throw new SpeechError("tooLarge", `${endpoint} sent ${declared} bytes`);
      return await readCapped(response, MAX_AUDIO_BYTES);
    } catch (error) {
      if (error instanceof SpeechError) throw error;
      if (signal?.aborted) throw new SpeechError("aborted", "stopped by the caller", { cause: error });
      if (timeout.aborted)
        throw new SpeechError("timeout", `${endpoint} took over ${timeoutMs} ms`, { cause: error });
      throw new SpeechError("upstream", `${endpoint} unreachable: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  return {
    name: "openai",
    voices: (): SpeechVoice[] => names.map((name) => ({ id: name, label: name, language: "any" })),
    async synthesize(request: SynthesisRequest): Promise<SynthesizedAudio> {
      const own = resolve(request.voice);
      // The narrator: the next voice of the list, so it is never the character's own.
      const narrator = (own + 1) % names.length;
      const pieces: Uint8Array[] = [];
      let durationSec = 0;
      for (const part of request.parts) {
        const voice = names[part.narrator && names.length > 1 ? narrator : own] as string;
        const audio = await speak(part.text, voice, RATE_FACTORS[request.rate], request.signal);
        const scan = scanMp3(audio);
        if (!scan) throw new SpeechError("upstream", `${endpoint} sent something that is not MP3`);
        durationSec += scan.durationSec;
        pieces.push(audio);
      }
      return {
        bytes: Buffer.concat(pieces),
        contentType: "audio/mpeg",
        extension: "mp3",
        durationMs: Math.round(durationSec * 1000),
      };
    },
  };
}

/** The body, refusing it as soon as it passes `limit` bytes. */
async function readCapped(response: Response, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return new Uint8Array();
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > limit) throw new SpeechError("tooLarge", `speech audio over ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
