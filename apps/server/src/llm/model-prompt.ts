import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import type { AssembledMessage } from "./prompt/index.ts";

/**
 * The assembled prompt in the AI SDK's provider format (LanguageModelV3Prompt), so replies can stream
 * straight from `model.doStream` — text-only chat needs none of `streamText`'s conversion machinery.
 */
export function toModelPrompt(messages: AssembledMessage[]): LanguageModelV3Prompt {
  return messages.map((message) =>
    message.role === "system"
      ? { role: "system", content: message.content }
      : { role: message.role, content: [{ type: "text", text: message.content }] },
  );
}
