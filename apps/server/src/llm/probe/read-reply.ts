import type { LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3Usage } from "@ai-sdk/provider";
import { ModelCallProblem } from "./problems.ts";

/** A reply read whole from a model's stream, with its timings. */
export interface ReadReply {
  text: string;
  /** From the call to the first piece of text; null when none came. */
  firstPieceMs: number | null;
  totalMs: number;
  usage: LanguageModelV3Usage | undefined;
}

/**
 * Streams one reply from `model` (the scene's own model object, so its headers, query, template and
 * sampling apply) and reads it to its finish. Rejects with what the backend said, with
 * ModelCallProblem "brokeOff" when the stream ended without finishing and "noAnswer" when it finished
 * without text; `signal` ends the call (a timeout).
 */
export async function readReply(
  model: LanguageModelV3,
  options: Omit<LanguageModelV3CallOptions, "abortSignal">,
  signal: AbortSignal,
): Promise<ReadReply> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const { stream } = await model.doStream({ ...options, abortSignal: signal });
  let text = "";
  let firstPieceMs: number | null = null;
  let usage: LanguageModelV3Usage | undefined;
  let finished = false;
  const reader = stream.getReader();
  const stop = () => void reader.cancel().catch(() => {});
  signal.addEventListener("abort", stop, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read().catch((error: unknown) => {
        signal.throwIfAborted();
        // The answer had begun: whatever ended the connection, the stream broke off.
        throw new ModelCallProblem("brokeOff", `the stream broke off: ${messageOf(error)}`);
      });
      if (done) break;
      if (value.type === "text-delta" && value.delta) {
        firstPieceMs ??= elapsed();
        text += value.delta;
      } else if (value.type === "error") {
        throw new ModelCallProblem("failed", `the model sent an error: ${messageOf(value.error)}`);
      } else if (value.type === "finish") {
        usage = value.usage;
        finished = true;
      }
    }
  } finally {
    signal.removeEventListener("abort", stop);
  }
  signal.throwIfAborted();
  if (!finished) throw new ModelCallProblem("brokeOff", "the stream ended before the reply finished");
  if (!text.trim()) throw new ModelCallProblem("noAnswer", "the reply finished without any text");
  return { text, firstPieceMs, totalMs: elapsed(), usage };
}

/** The words of an error as a backend sends it: an Error, `{message}`, `{error: {message}}` or a string. */
function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  const sent = error as { message?: unknown; error?: { message?: unknown } } | null;
  if (typeof sent?.message === "string") return sent.message;
  if (typeof sent?.error?.message === "string") return sent.error.message;
  return JSON.stringify(error)?.slice(0, 200) ?? "unknown error";
}
