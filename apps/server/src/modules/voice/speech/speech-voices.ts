import type { SpeechRate } from "@fable/contract";

/**
 * The voices espeak-ng speaks with, by the ids bots store (apps/server/src/modules/bots/creation-options.ts
 * VOICES is the list users choose from; a test checks each of its ids is here). An id is espeak-ng's
 * own `language+variant` name: the variant (formants, pitch: the timbre) is kept for every part, the
 * language follows the text — English parts of a Mandarin voice are read by en-us with its variant,
 * Chinese parts of an English voice by cmn.
 */

export interface SpeechVoice {
  id: string;
  label: string;
  language: "en" | "zh" | "any";
}

export interface EspeakVoice extends SpeechVoice {
  /** espeak-ng's voice for English parts. */
  english: "en-us" | "en-gb";
  /** espeak-ng's variant (voices/!v/…). */
  variant: string;
  gender: "male" | "female";
}

export const ESPEAK_VOICES: EspeakVoice[] = [
  {
    id: "en-us+f3",
    label: "Warm (female, US)",
    language: "en",
    english: "en-us",
    variant: "f3",
    gender: "female",
  },
  {
    id: "en-us+m3",
    label: "Calm (male, US)",
    language: "en",
    english: "en-us",
    variant: "m3",
    gender: "male",
  },
  {
    id: "en-gb+f2",
    label: "Bright (female, UK)",
    language: "en",
    english: "en-gb",
    variant: "f2",
    gender: "female",
  },
  {
    id: "en-gb+m4",
    label: "Deep (male, UK)",
    language: "en",
    english: "en-gb",
    variant: "m4",
    gender: "male",
  },
  {
    id: "cmn+f3",
    label: "Mandarin (female)",
    language: "zh",
    english: "en-us",
    variant: "f3",
    gender: "female",
  },
  { id: "cmn+m3", label: "Mandarin (male)", language: "zh", english: "en-us", variant: "m3", gender: "male" },
  // Variants of espeak-ng's data folder that not every build ships: offered only where installed
  // (installed-variants.ts); a bot keeping one where it is missing speaks with its gender's stock variant.
  {
    id: "en-us+m7",
    label: "Rich (male, US)",
    language: "en",
    english: "en-us",
    variant: "m7",
    gender: "male",
  },
  {
    id: "en-gb+f4",
    label: "Gentle (female, UK)",
    language: "en",
    english: "en-gb",
    variant: "f4",
    gender: "female",
  },
  {
    id: "en-us+f5",
    label: "Soft (female, US)",
    language: "en",
    english: "en-us",
    variant: "f5",
    gender: "female",
  },
  {
    id: "en-gb+m2",
    label: "Even (male, UK)",
    language: "en",
    english: "en-gb",
    variant: "m2",
    gender: "male",
  },
];

/**
 * The espeak-ng voice that speaks each language with a variant. espeak-ng (1.51) drops the variant of
 * `en-gb+f2`, a language name, so every British voice (and the narrator) sounded alike; its file name
 * `en` (gmw/en, British English) keeps it. The others' language names keep their variants.
 */
export const ESPEAK_VOICE_NAME = { "en-us": "en-us", "en-gb": "en", cmn: "cmn" } as const;

/**
 * Changes whenever the espeak-ng engine would speak the same request differently, so clips cached
 * before (speech-clips.ts keys them with it) are not served for the new sound. 2: British variants.
 */
export const ESPEAK_RENDERING = 2;

/** The variants every espeak-ng build has (the first voices above), standing in for a missing one. */
export const STOCK_VARIANT = { male: "m3", female: "f3" } as const;

/** The bots' "Default" voice (id ""). */
export const DEFAULT_ESPEAK_VOICE = ESPEAK_VOICES[0] as EspeakVoice;

/** The voice for an id a bot stores; "" is the default. Unknown ids are refused by the caller's check. */
export function espeakVoice(id: string): EspeakVoice | undefined {
  return id === "" ? DEFAULT_ESPEAK_VOICE : ESPEAK_VOICES.find((voice) => voice.id === id);
}

/**
 * The narrator reads *actions* in a voice plainly unlike the character's: the other gender, a
 * British accent, a neutral variant.
 */
export function narratorVariant(gender: "male" | "female"): string {
  return gender === "female" ? "m1" : "f1";
}

/**
 * How fast each speech rate plays, as a factor of the engine's normal speed. Playback defaults to
 * 0.9 (spec §9): that is "medium"; the others step from it.
 */
export const RATE_FACTORS: Record<SpeechRate, number> = {
  slow: 0.75,
  medium: 0.9,
  fast: 1.1,
  super_fast: 1.35,
};

/** espeak-ng's normal speed, in words per minute (its `-s` default). */
export const ESPEAK_NORMAL_WPM = 175;

/** espeak-ng's `-s` for a rate, times a voice pack's own speed; within espeak-ng's 80–450. */
export function espeakWpm(rate: SpeechRate, speedFactor = 1): number {
  return Math.round(Math.min(450, Math.max(80, ESPEAK_NORMAL_WPM * RATE_FACTORS[rate] * speedFactor)));
}
