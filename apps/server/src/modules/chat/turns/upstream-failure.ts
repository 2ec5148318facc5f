import { APICallError } from "@ai-sdk/provider";

/**
 * The model failed. `unreachable`: it could not be reached at all — the connection was refused, it
 * timed out, or it refused the key or the model name — so the user is told so in plain words;
 * otherwise (busy, broke off, said nothing) the user is asked to regenerate. `shown`: the user had
 * already read part of the reply (or of its reasoning), so another model may not take over.
 */
export class UpstreamFailure extends Error {
  constructor(
    message: string,
    readonly unreachable = false,
    readonly shown = false,
  ) {
    super(message);
  }
}

/** Statuses that say the model is not there for this server: a wrong key, no access, no such model. */
const UNREACHABLE_STATUSES = new Set([401, 403, 404]);

/** Whether a model call's error means the model could not be reached (see UpstreamFailure). */
export function isUnreachable(error: unknown): boolean {
  if (!APICallError.isInstance(error)) return false;
  return error.statusCode === undefined || UNREACHABLE_STATUSES.has(error.statusCode);
}

/**
 * A failure another scene may answer instead: the model failed before the user read anything of its
 * reply. A client that left is no failure, and a reply the user began to read is not rewritten.
 */
export const mayFallBack = (error: unknown): error is UpstreamFailure =>
  error instanceof UpstreamFailure && !error.shown;

/** The message a user reads for a reply that failed. */
export function replyFailureMessage(
  error: unknown,
): "ChatMessages.modelUnreachable" | "ChatMessages.congested" {
  return error instanceof UpstreamFailure && error.unreachable
    ? "ChatMessages.modelUnreachable"
    : "ChatMessages.congested";
}
