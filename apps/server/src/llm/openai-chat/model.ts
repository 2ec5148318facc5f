import type { LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { type BackendCall, HttpStreamingModel, type WholeReply } from "../http/streaming-model.ts";
import { samplingExtras } from "../sampling.ts";
import { CompletionStreamReader } from "./completion-reader.ts";
import { type CompletionUsage, finishReasonOf, toChatMessages, usageOf } from "./messages.ts";
import { requestJson } from "./request-json.ts";

interface Completion {
  id?: string;
  model?: string;
  choices?: { message?: { content?: string | null }; finish_reason?: string | null }[];
  usage?: CompletionUsage | null;
}

/**
 * The sampler settings of a call as OpenAI-compatible endpoints name them. top_k, min_p, typical_p
 * and repetition_penalty are not OpenAI's own, but the local servers (vLLM, llama.cpp, LM Studio,
 * TabbyAPI) and OpenRouter take them; they are sent only when a scene or bot sets them.
 */
export function openAISampling(options: LanguageModelV3CallOptions) {
  const { minP, typicalP, repetitionPenalty, extra } = samplingExtras(options);
  return {
    ...(options.maxOutputTokens !== undefined ? { max_tokens: options.maxOutputTokens } : {}),
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
    ...(options.topP !== undefined ? { top_p: options.topP } : {}),
    ...(options.topK !== undefined ? { top_k: options.topK } : {}),
    ...(minP !== undefined ? { min_p: minP } : {}),
    ...(typicalP !== undefined ? { typical_p: typicalP } : {}),
    ...(repetitionPenalty !== undefined ? { repetition_penalty: repetitionPenalty } : {}),
    ...(options.presencePenalty !== undefined ? { presence_penalty: options.presencePenalty } : {}),
    ...(options.frequencyPenalty !== undefined ? { frequency_penalty: options.frequencyPenalty } : {}),
    ...(options.stopSequences?.length ? { stop: options.stopSequences } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...extra,
  };
}

/**
 * A chat model behind any OpenAI-compatible `/chat/completions` endpoint (OpenAI, OpenRouter, Ollama,
 * vLLM, llama.cpp, LM Studio, DeepSeek …). Its request JSON is written with each message's text
 * escaped once per chat, not once per turn (request-json.ts).
 */
export class OpenAICompatibleChatModel extends HttpStreamingModel {
  protected call(options: LanguageModelV3CallOptions, stream: boolean): BackendCall {
    const body = {
      model: this.modelId,
      messages: toChatMessages(options.prompt),
      ...openAISampling(options),
      // Usage in the stream's last chunk gives real token counts.
      ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
    };
    return { path: "/chat/completions", body, payload: requestJson(body) };
  }

  protected streamReader() {
    return new CompletionStreamReader();
  }

  protected wholeReply(answer: unknown): WholeReply {
    const completion = answer as Completion;
    const choice = completion.choices?.[0];
    return {
      text: choice?.message?.content ?? "",
      finishReason: finishReasonOf(choice?.finish_reason),
      usage: usageOf(completion.usage),
      ...(completion.id ? { id: completion.id } : {}),
      ...(completion.model ? { modelId: completion.model } : {}),
    };
  }
}
