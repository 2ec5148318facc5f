/**
 * What can go wrong asking an image engine for a picture, as a kind the front door turns into a
 * message for the user (ImageEngineMessages). The message itself is for logs and names the address.
 */
export type PictureEngineErrorKind =
  /** No answer: connection refused, name unknown, reset before the answer. */
  | "unreachable"
  /** A 4xx: the key, the request or the engine's content policy. */
  | "refused"
  /** A 5xx, or the engine reported its own failure (a ComfyUI node error). */
  | "failed"
  /** No picture within the engine's time limit. */
  | "timeout"
  /** An answer or a picture over the size cap. */
  | "tooLarge"
  /** An answer without a picture, or bytes that are no picture sharp can read. */
  | "notPicture"
  /** The caller's signal ended the work. */
  | "aborted";

export class PictureEngineError extends Error {
  constructor(
    readonly kind: PictureEngineErrorKind,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`${kind}: ${message}`, options);
    this.name = "PictureEngineError";
  }
}
