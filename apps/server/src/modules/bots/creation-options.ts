export { IMAGE_STYLES, isKnownImageStyle } from "@fable/contract";

/**
 * Choices the creation form offers (GET /ai/roleInfo/botConfig). Voices name the offline speech
 * engine's voices; image styles steer the pictures a bot sends in chat.
 */
export const VOICES = [
  { id: "", label: "Default", labelZh: "默认" },
  { id: "en-us+f3", label: "Warm (female, US)", labelZh: "温暖（女声，美式）" },
  { id: "en-us+m3", label: "Calm (male, US)", labelZh: "沉稳（男声，美式）" },
  { id: "en-gb+f2", label: "Bright (female, UK)", labelZh: "明亮（女声，英式）" },
  { id: "en-gb+m4", label: "Deep (male, UK)", labelZh: "低沉（男声，英式）" },
  { id: "cmn+f3", label: "Mandarin (female)", labelZh: "普通话（女声）" },
  { id: "cmn+m3", label: "Mandarin (male)", labelZh: "普通话（男声）" },
  // Offered by /voice/options only where espeak-ng has their variant (voice/speech/installed-variants.ts).
  { id: "en-us+m7", label: "Rich (male, US)", labelZh: "浑厚（男声，美式）" },
  { id: "en-gb+f4", label: "Gentle (female, UK)", labelZh: "温柔（女声，英式）" },
  { id: "en-us+f5", label: "Soft (female, US)", labelZh: "轻柔（女声，美式）" },
  { id: "en-gb+m2", label: "Even (male, UK)", labelZh: "平稳（男声，英式）" },
] as const;

export const SPEECH_RATES = ["slow", "medium", "fast", "super_fast"] as const;

export const isKnownVoice = (id: string) => VOICES.some((voice) => voice.id === id);

/** A built-in voice's label in the reader's language, or undefined for an id that is none. */
export function voiceLabel(id: string, language: "en" | "zh-CN"): string | undefined {
  const voice = VOICES.find((known) => known.id === id);
  return voice && (language === "zh-CN" ? voice.labelZh : voice.label);
}

/**
 * "pack:<id>": one of the owner's finished voice packs (docs/product.md#voice). Only the bot form
 * accepts it, after asking the database (bot-fields.ts); cards never carry one.
 */
export const PACK_VOICE_ID = /^pack:([1-9][0-9]{0,17})$/;
