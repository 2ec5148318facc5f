import type { SpeechRate } from "@fable/contract";
import type { EncodedAudio } from "./audio-encode.ts";
import type { EspeakVariant } from "./espeak-variants.ts";
import type { SpeechPart } from "./speech-text.ts";
import type { SpeechVoice } from "./speech-voices.ts";

/** What an engine is asked for: one group of parts (speechGroups), in one voice, at one rate. */
export interface SynthesisRequest {
  parts: SpeechPart[];
  /** A voice id from the engine's voices() (for espeak-ng, a bot's stored voice; "" is the default). */
  voice: string;
  rate: SpeechRate;
  /** A voice pack's variant: espeak-ng only, ignored by other engines. */
  variant?: EspeakVariant | undefined;
  signal?: AbortSignal | undefined;
}

export type SynthesizedAudio = EncodedAudio;

export interface SpeechEngine {
  name: "espeak-ng" | "openai";
  voices(): SpeechVoice[];
  /** The group's audio; throws SpeechError (timeout, aborted, tooLarge, unknownVoice, upstream …). */
  synthesize(request: SynthesisRequest): Promise<SynthesizedAudio>;
}

export type SpeechSetup =
  | { available: true; engine: SpeechEngine }
  | { available: false; reason: "notInstalled" | "notConfigured" };
