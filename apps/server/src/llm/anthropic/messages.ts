import type { LanguageModelV3FinishReason, LanguageModelV3Usage } from "@ai-sdk/provider";

/** Why a Messages API reply stopped (`stop_reason`), as the AI SDK names it. */
const FINISH_REASONS: Record<string, LanguageModelV3FinishReason["unified"]> = {
  end_turn: "stop",
  stop_sequence: "stop",
  max_tokens: "length",
  model_context_window_exceeded: "length",
  refusal: "content-filter",
  tool_use: "tool-calls",
};

export function anthropicFinishReason(raw: string | null | undefined): LanguageModelV3FinishReason {
  return { unified: (raw && FINISH_REASONS[raw]) || "other", raw: raw ?? undefined };
}

/** The Messages API's `usage`: input_tokens counts only what the prompt cache did not hold. */
export interface AnthropicUsage {
  input_tokens?: number;
  output_tokens?: number;
  cache_read_input_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
}

export function anthropicUsage(usage: AnthropicUsage | undefined): LanguageModelV3Usage {
  const noCache = usage?.input_tokens;
  const cacheRead = usage?.cache_read_input_tokens ?? undefined;
  const cacheWrite = usage?.cache_creation_input_tokens ?? undefined;
  const output = usage?.output_tokens;
  return {
    inputTokens: {
      total: noCache !== undefined ? noCache + (cacheRead ?? 0) + (cacheWrite ?? 0) : undefined,
      noCache,
      cacheRead,
      cacheWrite,
    },
    // Thinking is counted in output_tokens and not told apart.
    outputTokens: { total: output, text: undefined, reasoning: undefined },
    ...(usage ? { raw: { ...usage } } : {}),
  };
}
