import type { LanguageModelV3CallOptions, SharedV3Warning } from "@ai-sdk/provider";
import { unsupportedSamplers, unsupportedSettings } from "../call-warnings.ts";
import { toChatTurns } from "../chat-turns.ts";
import { type BackendCall, HttpStreamingModel, type WholeReply } from "../http/streaming-model.ts";
import { samplingExtras } from "../sampling.ts";
import { type GeminiResponse, geminiFinishReason, geminiUsage, replyParts, UNFINISHED } from "./responses.ts";
import { GeminiStreamReader } from "./stream-reader.ts";

/** The sampler settings of a call as Gemini's `generationConfig` names them. */
function generationConfig(options: LanguageModelV3CallOptions) {
  return {
    ...(options.maxOutputTokens !== undefined ? { maxOutputTokens: options.maxOutputTokens } : {}),
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
    ...(options.topP !== undefined ? { topP: options.topP } : {}),
    ...(options.topK !== undefined ? { topK: options.topK } : {}),
    ...(options.presencePenalty !== undefined ? { presencePenalty: options.presencePenalty } : {}),
    ...(options.frequencyPenalty !== undefined ? { frequencyPenalty: options.frequencyPenalty } : {}),
    ...(options.stopSequences?.length ? { stopSequences: options.stopSequences } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
  };
}

/**
 * A model behind Google's Gemini API (`models/{model}:streamGenerateContent` and
 * `:generateContent`): the system prompt as `systemInstruction`, the chat as alternating `user` and
 * `model` turns.
 */
export class GeminiModel extends HttpStreamingModel {
  protected call(options: LanguageModelV3CallOptions, stream: boolean): BackendCall {
    const { system, turns } = toChatTurns(options.prompt);
    // Extra generation settings (thinkingConfig …) join the samplers instead of replacing them.
    const { generationConfig: extraConfig, ...extra } = samplingExtras(options).extra ?? {};
    const body = {
      contents: turns.map((turn) => ({
        role: turn.role === "assistant" ? "model" : "user",
        parts: [{ text: turn.text }],
      })),
      ...(system ? { systemInstruction: { parts: [{ text: system }] } } : {}),
      ...extra,
      generationConfig: { ...generationConfig(options), ...(extraConfig as object | undefined) },
    };
    // "models/gemini-2.5-flash", as Google's own listings name it, is the same model.
    const model = encodeURIComponent(this.modelId.replace(/^models\//, ""));
    return {
      path: stream ? `/models/${model}:streamGenerateContent?alt=sse` : `/models/${model}:generateContent`,
      body,
    };
  }

  protected override warnings(options: LanguageModelV3CallOptions): SharedV3Warning[] {
    return [
      ...unsupportedSettings(options),
      ...unsupportedSamplers(options, ["minP", "typicalP", "repetitionPenalty"]),
    ];
  }

  protected streamReader() {
    return new GeminiStreamReader();
  }

  protected wholeReply(answer: unknown): WholeReply {
    const response = answer as GeminiResponse;
    return {
      text: replyParts(response).join(""),
      finishReason: geminiFinishReason(response) ?? UNFINISHED,
      usage: geminiUsage(response.usageMetadata),
      ...(response.responseId ? { id: response.responseId } : {}),
      ...(response.modelVersion ? { modelId: response.modelVersion } : {}),
    };
  }
}
