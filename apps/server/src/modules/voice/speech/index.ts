// The speech library of the voice module: text made ready for speech, the engines (espeak-ng, an
// OpenAI-compatible endpoint), recording analysis and offline voice-pack variants. No routes, no tables.

export type { SpeechRate } from "@fable/contract";
export { type AnalyseOptions, analyseRecording, type RecordingAnalysis } from "./analyse-recording.ts";
export { type AudioFormat, decodeAudio, sniffAudio } from "./audio-decode.ts";
export { type EncodedAudio, encodeSpeech } from "./audio-encode.ts";
export { deriveEspeakVariant, FEMALE_FROM_HZ } from "./derive-variant.ts";
export { detectSpeech, type SpeechConfig } from "./detect-speech.ts";
export { createEspeakEngine, type EspeakOptions } from "./espeak-engine.ts";
export { clampVariant, type EspeakVariant } from "./espeak-variants.ts";
export { createOpenAiEngine, OPENAI_VOICES, type OpenAiSpeechOptions } from "./openai-engine.ts";
export { estimatePitch } from "./pitch.ts";
export type { SpeechEngine, SpeechSetup, SynthesisRequest, SynthesizedAudio } from "./speech-engine.ts";
export { SpeechError, type SpeechErrorKind } from "./speech-errors.ts";
export { MAX_SPEECH_CHARS, type SpeechPart, type SpeechTextOptions, speechGroups } from "./speech-text.ts";
export {
  DEFAULT_ESPEAK_VOICE,
  ESPEAK_RENDERING,
  ESPEAK_VOICES,
  espeakVoice,
  RATE_FACTORS,
  type SpeechVoice,
} from "./speech-voices.ts";
