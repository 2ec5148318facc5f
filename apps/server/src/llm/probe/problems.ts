import { APICallError } from "@ai-sdk/provider";
import type { ProbeProblem } from "@fable/contract";

/** What went wrong calling a model, in a word the admin page translates and in the endpoint's words. */
export interface ModelCallFailure {
  problem: ProbeProblem;
  /** Short, and without the key or any header or query value the call carried. */
  error: string;
}

/** A failure the probe or a test message found itself (a stream that broke off, a reply with no text). */
export class ModelCallProblem extends Error {
  constructor(
    readonly problem: ProbeProblem,
    message: string,
  ) {
    super(message);
    this.name = "ModelCallProblem";
  }
}

const MAX_ERROR_CHARS = 200;

/** Node's codes for an endpoint that is not there: no such host, nothing listening, no route to it. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ECONNRESET",
  "EPIPE",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
  "CERT_HAS_EXPIRED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

/**
 * `text` without any of `secrets` (keys, header and query values), cut short. An endpoint may quote
 * the key it refused ("Incorrect API key provided: sk-…"); the page and the log must not.
 */
export function redacted(text: string, secrets: readonly string[]): string {
  let clean = text;
  // Longest first, so a secret that contains another is removed whole.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret.length >= 4) clean = clean.split(secret).join("***");
  }
  clean = clean.replace(/\s+/g, " ").trim();
  return clean.length > MAX_ERROR_CHARS ? `${clean.slice(0, MAX_ERROR_CHARS - 1)}…` : clean;
}

/** A network error's code and words, wherever the client put them (fetch wraps them in `cause`). */
function networkCause(error: unknown): { code: string; message: string } | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string") return { code, message: typeof message === "string" ? message : code };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The failure an HTTP status stands for. */
export function statusFailure(status: number): ProbeProblem {
  if (status === 401 || status === 403) return "keyRefused";
  if (status === 404) return "modelNotFound";
  return "failed";
}

/** Classifies what a model call threw; `timedOut` says whether the caller's own time ran out. */
export function failureOf(error: unknown, secrets: readonly string[], timedOut: boolean): ModelCallFailure {
  const clean = (text: string) => redacted(text, secrets);
  if (timedOut) return { problem: "timedOut", error: clean("no answer in time") };
  if (error instanceof ModelCallProblem) return { problem: error.problem, error: clean(error.message) };
  if (APICallError.isInstance(error) && error.statusCode !== undefined) {
    return {
      problem: statusFailure(error.statusCode),
      error: clean(`HTTP ${error.statusCode}: ${error.message}`),
    };
  }
  const cause = networkCause(error);
  if (cause && UNREACHABLE_CODES.has(cause.code))
    return { problem: "unreachable", error: clean(cause.message) };
  const message = error instanceof Error ? error.message : String(error);
  // Fable's own client says so when the connection failed before any answer.
  if (APICallError.isInstance(error)) return { problem: "unreachable", error: clean(message) };
  return { problem: "failed", error: clean(message) };
}
