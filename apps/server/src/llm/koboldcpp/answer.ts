import type { LanguageModelV3FinishReason, LanguageModelV3Usage } from "@ai-sdk/provider";

export function koboldFinishReason(raw: string | null | undefined): LanguageModelV3FinishReason {
  const unified = raw === "length" ? "length" : raw === "stop" ? "stop" : "other";
  return { unified, raw: raw ?? undefined };
}

/** KoboldCpp's generate API reports no token counts. */
export const NO_USAGE: LanguageModelV3Usage = {
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
};

/** KoboldCpp's whole answer on /api/v1/generate. */
export interface KoboldGenerateAnswer {
  results?: { text?: string; finish_reason?: string | null }[];
}
