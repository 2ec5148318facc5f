import type { LanguageModelV3FinishReason, LanguageModelV3Usage } from "@ai-sdk/provider";
import { promptTokens } from "../http/usage.ts";

/** A GenerateContentResponse, whole or one chunk of a stream (the fields Fable reads). */
export interface GeminiResponse {
  candidates?: {
    content?: { parts?: { text?: string; thought?: boolean }[] };
    finishReason?: string;
  }[];
  promptFeedback?: { blockReason?: string };
  usageMetadata?: GeminiUsage;
  modelVersion?: string;
  responseId?: string;
  error?: unknown;
}

export interface GeminiUsage {
  promptTokenCount?: number;
  cachedContentTokenCount?: number;
  candidatesTokenCount?: number;
  thoughtsTokenCount?: number;
}

/** The reply text in a response: its first candidate's parts, the model's thoughts left out. */
export function replyParts(response: GeminiResponse): string[] {
  const texts: string[] = [];
  for (const part of response.candidates?.[0]?.content?.parts ?? []) {
    if (part.text && !part.thought) texts.push(part.text);
  }
  return texts;
}

/** The model's thoughts in a response (parts marked `thought`, sent when thoughts are asked for). */
export function thoughtParts(response: GeminiResponse): string[] {
  const texts: string[] = [];
  for (const part of response.candidates?.[0]?.content?.parts ?? []) {
    if (part.text && part.thought) texts.push(part.text);
  }
  return texts;
}

const FINISH_REASONS: Record<string, LanguageModelV3FinishReason["unified"]> = {
  STOP: "stop",
  MAX_TOKENS: "length",
  SAFETY: "content-filter",
  RECITATION: "content-filter",
  PROHIBITED_CONTENT: "content-filter",
  BLOCKLIST: "content-filter",
  SPII: "content-filter",
  IMAGE_SAFETY: "content-filter",
};

/**
 * Why the reply ended, or undefined while it goes on. A prompt Gemini blocked gets no candidates,
 * only a `promptFeedback.blockReason`: a finished reply with no text, filtered.
 */
export function geminiFinishReason(response: GeminiResponse): LanguageModelV3FinishReason | undefined {
  const raw = response.candidates?.[0]?.finishReason;
  if (raw && raw !== "FINISH_REASON_UNSPECIFIED") return { unified: FINISH_REASONS[raw] ?? "other", raw };
  const blocked = response.promptFeedback?.blockReason;
  if (blocked) return { unified: "content-filter", raw: blocked };
  return undefined;
}

export const UNFINISHED: LanguageModelV3FinishReason = { unified: "other", raw: undefined };

export function geminiUsage(usage: GeminiUsage | undefined): LanguageModelV3Usage {
  const input = usage?.promptTokenCount;
  const cached = usage?.cachedContentTokenCount;
  const text = usage?.candidatesTokenCount;
  const reasoning = usage?.thoughtsTokenCount;
  const output = text === undefined && reasoning === undefined ? undefined : (text ?? 0) + (reasoning ?? 0);
  return {
    inputTokens: promptTokens(input, cached),
    outputTokens: { total: output, text, reasoning },
    ...(usage ? { raw: { ...usage } } : {}),
  };
}
