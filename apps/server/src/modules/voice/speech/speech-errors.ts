/**
 * What can go wrong in speech and audio work, as a kind the caller turns into its own AppError and
 * message (the library has no routes and says nothing to users itself). The message is for logs.
 */
export type SpeechErrorKind =
  /** The bytes are no audio format we read (sniffed, never from a name). */
  | "unsupportedFormat"
  /** A known format whose bytes do not decode (truncated, damaged, lying header). */
  | "corrupt"
  /** Longer or larger than allowed (input text, recording duration, output bytes). */
  | "tooLarge"
  /** The engine or decoder took longer than allowed and was stopped. */
  | "timeout"
  /** The caller's signal ended the work. */
  | "aborted"
  /** The engine cannot run: binary missing or failing. */
  | "engineFailed"
  /** The speech API refused our key (401/403). */
  | "unauthorized"
  /** The speech API answered with another error or unreadable audio. */
  | "upstream"
  /** The voice is not one the engine offers. */
  | "unknownVoice";

export class SpeechError extends Error {
  constructor(
    readonly kind: SpeechErrorKind,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`${kind}: ${message}`, options);
    this.name = "SpeechError";
  }
}
