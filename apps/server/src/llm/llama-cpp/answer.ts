import type { LanguageModelV3FinishReason, LanguageModelV3Usage } from "@ai-sdk/provider";

/**
 * What llama.cpp's server answers on /completion: each streamed event, and the whole answer, is
 * one of these; the last (or only) one has `stop: true` and the counts.
 */
export interface LlamaCppAnswer {
  content?: string;
  stop?: boolean;
  model?: string;
  /** "eos", "word" (a stop string), "limit" (n_predict) or "none"; older servers set the flags below. */
  stop_type?: string;
  stopped_eos?: boolean;
  stopped_word?: boolean;
  stopped_limit?: boolean;
  tokens_predicted?: number;
  tokens_evaluated?: number;
  timings?: { prompt_n?: number; predicted_n?: number };
  error?: { code?: number; message?: string; type?: string };
}

export function llamaCppFinishReason(answer: LlamaCppAnswer): LanguageModelV3FinishReason {
  const raw =
    answer.stop_type ??
    (answer.stopped_limit ? "limit" : answer.stopped_word ? "word" : answer.stopped_eos ? "eos" : undefined);
  const unified = raw === "limit" ? "length" : raw === "eos" || raw === "word" ? "stop" : "other";
  return { unified, raw };
}

/**
 * The counts of a finished answer. `timings.prompt_n` counts only the prompt tokens evaluated for this
 * call; the rest of `tokens_evaluated` came from the server's prompt cache.
 */
export function llamaCppUsage(answer: LlamaCppAnswer | undefined): LanguageModelV3Usage {
  const input = answer?.tokens_evaluated ?? answer?.timings?.prompt_n;
  const evaluated = answer?.timings?.prompt_n;
  const output = answer?.tokens_predicted ?? answer?.timings?.predicted_n;
  return {
    inputTokens: {
      total: input,
      noCache: evaluated ?? input,
      cacheRead: input !== undefined && evaluated !== undefined ? input - evaluated : undefined,
      cacheWrite: undefined,
    },
    outputTokens: { total: output, text: output, reasoning: undefined },
  };
}
