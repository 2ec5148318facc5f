import { VOICE_LIMITS } from "@fable/contract";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { atField, message } from "../../i18n/server-message.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { storageFor, storedObject, takeInBucketOwnFile, VOICE_KEY } from "../media/index.ts";
import { analyseRecording, type RecordingAnalysis, SpeechError } from "./speech/index.ts";

/**
 * The stored recording behind an address the caller gives: only a file they uploaded here with
 * purpose "voice" (its key names them), never an address elsewhere. A bucket upload is taken in on
 * first use. Answers its storage key.
 */
export async function ownVoiceUpload(ctx: UserContext, url: string): Promise<string> {
  const storage = storageFor(ctx.config);
  if (storage.kind === "s3") {
    const taken = await takeInBucketOwnFile(storage, "voice", url, ctx.userId, VOICE_LIMITS.fileMaxBytes);
    if (taken) return taken.key;
  }
  const stored = storedObject(ctx.config, url);
  const owner = stored ? VOICE_KEY.exec(stored.key)?.[1] : undefined;
  if (!stored || Number(owner) !== ctx.userId || !(await stored.storage.exists(stored.key)))
    throw AppError.invalidInput("VoiceMessages.notYourUpload");
  return stored.key;
}

/** A stored recording's bytes, or null when it is gone. */
export async function recordingBytes(ctx: Pick<ServiceContext, "config">, key: string) {
  return storageFor(ctx.config).get(key);
}

const tooLong = () =>
  message("VoiceMessages.uploadTooLong", { minutes: String(VOICE_LIMITS.uploadMaxSeconds / 60) });

/**
 * Sniffs, decodes and measures one recording (never trusting its name or declared type) and turns
 * what the library throws into the contract's refusals, naming the file (`files.<position>`).
 */
export async function analyseOne(bytes: Uint8Array, position: number): Promise<RecordingAnalysis> {
  const field = `files.${position}`;
  let analysis: RecordingAnalysis;
  try {
    analysis = await analyseRecording(bytes, { maxDurationSec: VOICE_LIMITS.uploadMaxSeconds });
  } catch (error) {
    if (!(error instanceof SpeechError)) throw error;
    if (error.kind === "unsupportedFormat")
      throw AppError.invalidInput(atField(field, "VoiceMessages.notAudio"));
    if (error.kind === "tooLarge") throw AppError.invalidInput(atField(field, tooLong()));
    // A lying header, a truncated file, a decoder that gave up: the file cannot be read.
    throw AppError.invalidInput(atField(field, "VoiceMessages.audioDamaged"));
  }
  // Without voiced frames there is no voice to learn (silence, noise, a tone).
  if (analysis.pitchHz === null || analysis.voicedRatio < 0.05)
    throw AppError.invalidInput(atField(field, "VoiceMessages.silent"));
  return analysis;
}

/** The length rules of spec §5 for one recording of a pack made from `source`. */
export function assertLength(source: "upload" | "recording", seconds: number, index: number) {
  const at = { index: String(index) };
  if (source === "recording") {
    if (seconds < VOICE_LIMITS.sampleMinSeconds)
      throw AppError.invalidInput(message("VoiceMessages.sampleTooShort", at));
    if (seconds > VOICE_LIMITS.sampleMaxSeconds)
      throw AppError.invalidInput(message("VoiceMessages.sampleTooLong", at));
    return;
  }
  if (seconds < VOICE_LIMITS.uploadMinSeconds) throw AppError.invalidInput("VoiceMessages.uploadTooShort");
  if (seconds > VOICE_LIMITS.uploadMaxSeconds) throw AppError.invalidInput(tooLong());
}
