import { encodeSpeech } from "./audio-encode.ts";
import { processSlots, runBounded } from "./bounded-process.ts";
import { type EspeakVariant, variantFolder } from "./espeak-variants.ts";
import { installedVariants } from "./installed-variants.ts";
import type { SpeechEngine, SynthesisRequest, SynthesizedAudio } from "./speech-engine.ts";
import { SpeechError } from "./speech-errors.ts";
import type { SpeechPart } from "./speech-text.ts";
import {
  ESPEAK_VOICE_NAME,
  ESPEAK_VOICES,
  type EspeakVoice,
  espeakVoice,
  espeakWpm,
  narratorVariant,
  STOCK_VARIANT,
} from "./speech-voices.ts";
import { pcm16Of } from "./wav.ts";

/**
 * espeak-ng as a subprocess: one run per part (the parts of a group differ in voice or language),
 * text on stdin (`--stdin`, so text starting with "-" is never an option), WAV on stdout, joined
 * with a short pause and encoded. Each run is bounded in time and output, killed on abort, and at
 * most two run at once in this process.
 */

export interface EspeakOptions {
  /** The program: "espeak-ng" on PATH, or a path (ESPEAK_PATH). */
  command: string;
  /** espeak-ng's data folder, as `espeak-ng --version` reports it. */
  dataDir: string;
  timeoutMs?: number;
}

/** Characters one part, and all parts of a request, may hold: a group is ≤ 60 words, so this only stops misuse. */
export const MAX_PART_CHARS = 2000;
const MAX_REQUEST_CHARS = 4000;
/** 16-bit 22 050 Hz mono is 44 KB a second: 8 MB is over a minute and a half for one part. */
const MAX_PART_BYTES = 8 * 1024 * 1024;
const PAUSE_SEC = 0.25;
const slots = processSlots(2);

export function createEspeakEngine(options: EspeakOptions): SpeechEngine {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const installed = installedVariants(options.dataDir);
  const isInstalled = (voice: EspeakVoice) => installed === null || installed.has(voice.variant);

  /** espeak-ng's `-v` and `-s` for one part. */
  const voiceArgs = (part: SpeechPart, request: SynthesisRequest) => {
    const voice = espeakVoice(request.voice);
    if (!voice) throw new SpeechError("unknownVoice", `no espeak-ng voice ${request.voice}`);
    // The narrator reads English in a British accent whatever the character's, to stand apart.
    const language = part.language === "zh" ? "cmn" : part.narrator ? "en-gb" : voice.english;
    const pack = request.variant && !part.narrator ? request.variant : undefined;
    const own = isInstalled(voice) ? voice.variant : STOCK_VARIANT[voice.gender];
    let variant = part.narrator ? narratorVariant(request.variant?.base ?? voice.gender) : own;
    const path: string[] = [];
    if (pack) {
      const folder = variantFolder(options.dataDir);
      variant = folder.nameFor(pack);
      path.push(`--path=${folder.root}`);
    }
    const speed = espeakWpm(request.rate, pack?.speed ?? 1);
    return [...path, "-v", `${ESPEAK_VOICE_NAME[language]}+${variant}`, "-s", String(speed)];
  };

  async function synthesizePart(part: SpeechPart, request: SynthesisRequest) {
    if (part.text.length > MAX_PART_CHARS)
      throw new SpeechError("tooLarge", `a part over ${MAX_PART_CHARS} characters`);
    const args = [...voiceArgs(part, request), "--stdout", "--stdin", "-b", "1"];
    const wav = await slots(
      () =>
        runBounded({
          command: options.command,
          args,
          stdin: part.text,
          timeoutMs,
          maxOutputBytes: MAX_PART_BYTES,
          signal: request.signal,
        }),
      request.signal,
    );
    return pcm16Of(wav);
  }

  return {
    name: "espeak-ng",
    voices: () =>
      ESPEAK_VOICES.filter(isInstalled).map(({ id, label, language }) => ({ id, label, language })),
    async synthesize(request: SynthesisRequest): Promise<SynthesizedAudio> {
      if (request.parts.reduce((sum, part) => sum + part.text.length, 0) > MAX_REQUEST_CHARS) {
        throw new SpeechError("tooLarge", `parts over ${MAX_REQUEST_CHARS} characters in all`);
      }
      const pieces: Int16Array[] = [];
      let sampleRate = 22050;
      for (const part of request.parts) {
        const pcm = await synthesizePart(part, request);
        sampleRate = pcm.sampleRate;
        if (pieces.length > 0) pieces.push(new Int16Array(Math.round(PAUSE_SEC * sampleRate)));
        pieces.push(pcm.samples);
      }
      const joined = new Int16Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
      let at = 0;
      for (const piece of pieces) {
        joined.set(piece, at);
        at += piece.length;
      }
      return encodeSpeech(joined, sampleRate);
    },
  };
}

export type { EspeakVariant };
