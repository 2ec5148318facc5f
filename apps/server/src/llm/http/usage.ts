import type { LanguageModelV3Usage } from "@ai-sdk/provider";

/**
 * The prompt's tokens as the AI SDK counts them, from what an API reports: the total and the part it
 * read from its prompt cache (OpenAI's `cached_tokens`, Gemini's `cachedContentTokenCount`).
 */
export function promptTokens(
  total: number | undefined,
  cached: number | undefined,
): LanguageModelV3Usage["inputTokens"] {
  return {
    total,
    noCache: total !== undefined ? total - (cached ?? 0) : undefined,
    cacheRead: cached,
    cacheWrite: undefined,
  };
}
