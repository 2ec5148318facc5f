import { VOICE_LIMITS } from "@fable/contract";

/**
 * What the page says about a chosen recording before any upload (spec §5; the server checks again):
 * too large or unreadable or under 10 s or over 30 min is refused, under 2 minutes is allowed with
 * a warning ("ideally over 2 minutes").
 */
export type UploadVerdict =
  | { ok: true; warning: "short" | null }
  | { ok: false; reason: "tooLarge" | "unreadable" | "tooShort" | "tooLong" };

export function checkUpload(bytes: number, seconds: number | null): UploadVerdict {
  if (bytes > VOICE_LIMITS.fileMaxBytes) return { ok: false, reason: "tooLarge" };
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0)
    return { ok: false, reason: "unreadable" };
  if (seconds < VOICE_LIMITS.uploadMinSeconds) return { ok: false, reason: "tooShort" };
  if (seconds > VOICE_LIMITS.uploadMaxSeconds) return { ok: false, reason: "tooLong" };
  return { ok: true, warning: seconds < VOICE_LIMITS.uploadIdealSeconds ? "short" : null };
}
