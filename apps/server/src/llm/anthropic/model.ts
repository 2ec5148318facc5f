import type { LanguageModelV3CallOptions, SharedV3Warning } from "@ai-sdk/provider";
import { unsupportedSamplers, unsupportedSettings } from "../call-warnings.ts";
import { toChatTurns } from "../chat-turns.ts";
import { type BackendCall, HttpStreamingModel, type WholeReply } from "../http/streaming-model.ts";
import { samplingExtras } from "../sampling.ts";
import { type AnthropicUsage, anthropicFinishReason, anthropicUsage } from "./messages.ts";
import { AnthropicStreamReader } from "./stream-reader.ts";

/** The Messages API requires a reply limit; scenes always set one, this is for a bare call. */
const DEFAULT_MAX_TOKENS = 1024;

interface Message {
  id?: string;
  model?: string;
  content?: { type?: string; text?: string }[];
  stop_reason?: string | null;
  usage?: AnthropicUsage;
}

/**
 * The sampler settings of a call as the Messages API takes them, and what it had to leave out.
 * Temperature runs 0–1 there (OpenAI's 0–2 scale is common in presets): a higher one is sent as 1.
 * Recent Claude models refuse temperature and top_p together, so with both set only temperature
 * goes. Penalties, seed, min-p, typical-p and repetition penalty have no field.
 */
export function anthropicSampling(options: LanguageModelV3CallOptions) {
  const warnings = unsupportedSamplers(options, [
    "frequencyPenalty",
    "presencePenalty",
    "seed",
    "minP",
    "typicalP",
    "repetitionPenalty",
  ]);
  let temperature = options.temperature;
  if (temperature !== undefined && temperature > 1) {
    warnings.push({
      type: "compatibility",
      feature: "temperature",
      details: `Anthropic takes 0 to 1; ${temperature} was sent as 1`,
    });
    temperature = 1;
  }
  const topP = temperature === undefined ? options.topP : undefined;
  if (topP === undefined && options.topP !== undefined) {
    warnings.push({
      type: "unsupported",
      feature: "topP",
      details: "Claude models refuse temperature and top_p together; temperature was sent",
    });
  }
  const fields = {
    max_tokens: options.maxOutputTokens ?? DEFAULT_MAX_TOKENS,
    ...(temperature !== undefined ? { temperature } : {}),
    ...(topP !== undefined ? { top_p: topP } : {}),
    ...(options.topK !== undefined ? { top_k: options.topK } : {}),
    ...(options.stopSequences?.length ? { stop_sequences: options.stopSequences } : {}),
    ...samplingExtras(options).extra,
  };
  return { fields, warnings };
}

/**
 * A Claude model behind Anthropic's Messages API (`POST /messages`): the system prompt in its own
 * field, the chat as alternating turns opening with the user's, and a reply limit always sent.
 */
export class AnthropicMessagesModel extends HttpStreamingModel {
  protected call(options: LanguageModelV3CallOptions, stream: boolean): BackendCall {
    const { system, turns } = toChatTurns(options.prompt);
    const body = {
      model: this.modelId,
      ...(system ? { system } : {}),
      messages: turns.map((turn) => ({ role: turn.role, content: turn.text })),
      ...anthropicSampling(options).fields,
      ...(stream ? { stream: true } : {}),
    };
    return { path: "/messages", body };
  }

  protected override warnings(options: LanguageModelV3CallOptions): SharedV3Warning[] {
    return [...unsupportedSettings(options), ...anthropicSampling(options).warnings];
  }

  protected streamReader() {
    return new AnthropicStreamReader();
  }

  protected wholeReply(answer: unknown): WholeReply {
    const message = answer as Message;
    const text = (message.content ?? [])
      .filter((block) => block.type === "text")
      .map((block) => block.text ?? "")
      .join("");
    return {
      text,
      finishReason: anthropicFinishReason(message.stop_reason),
      usage: anthropicUsage(message.usage),
      ...(message.id ? { id: message.id } : {}),
      ...(message.model ? { modelId: message.model } : {}),
    };
  }
}
