import {
  type LanguageModelV3FinishReason,
  type LanguageModelV3Prompt,
  type LanguageModelV3Usage,
  UnsupportedFunctionalityError,
} from "@ai-sdk/provider";
import { promptTokens } from "../http/usage.ts";

export interface ChatCompletionMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** The prompt as chat-completion messages. Fable's chat is text only; anything else is refused. */
export function toChatMessages(prompt: LanguageModelV3Prompt): ChatCompletionMessage[] {
  return prompt.map((message) => {
    if (message.role === "system") return { role: "system", content: message.content };
    if (message.role === "tool") {
      throw new UnsupportedFunctionalityError({ functionality: "tool results in the prompt" });
    }
    const text = message.content.map((part) => {
      if (part.type !== "text") {
        throw new UnsupportedFunctionalityError({ functionality: `${part.type} parts in the prompt` });
      }
      return part.text;
    });
    return { role: message.role, content: text.join("") };
  });
}

const FINISH_REASONS: Record<string, LanguageModelV3FinishReason["unified"]> = {
  stop: "stop",
  length: "length",
  content_filter: "content-filter",
  tool_calls: "tool-calls",
  function_call: "tool-calls",
};

export function finishReasonOf(raw: string | null | undefined): LanguageModelV3FinishReason {
  return { unified: (raw && FINISH_REASONS[raw]) || "other", raw: raw ?? undefined };
}

/** The `usage` object of a chat completion (or of a stream's last chunk). */
export interface CompletionUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
  prompt_tokens_details?: { cached_tokens?: number } | null;
  completion_tokens_details?: { reasoning_tokens?: number } | null;
}

export function usageOf(usage: CompletionUsage | null | undefined): LanguageModelV3Usage {
  const input = usage?.prompt_tokens;
  const cached = usage?.prompt_tokens_details?.cached_tokens;
  const output = usage?.completion_tokens;
  const reasoning = usage?.completion_tokens_details?.reasoning_tokens;
  return {
    inputTokens: promptTokens(input, cached),
    outputTokens: {
      total: output,
      text: output !== undefined ? output - (reasoning ?? 0) : undefined,
      reasoning,
    },
    ...(usage ? { raw: { ...usage } } : {}),
  };
}
