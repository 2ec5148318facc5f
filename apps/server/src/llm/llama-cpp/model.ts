import type { LanguageModelV3CallOptions } from "@ai-sdk/provider";
import type { BackendCall, WholeReply } from "../http/streaming-model.ts";
import { samplingExtras } from "../sampling.ts";
import { TextCompletionModel } from "../text-completion/model.ts";
import { type LlamaCppAnswer, llamaCppFinishReason, llamaCppUsage } from "./answer.ts";
import { LlamaCppStreamReader } from "./stream-reader.ts";

/** The sampler settings of a call as llama.cpp's /completion names them; extras (mirostat …) as given. */
function llamaCppSampling(options: LanguageModelV3CallOptions, stop: string[]) {
  const { minP, typicalP, repetitionPenalty, extra } = samplingExtras(options);
  return {
    ...(options.maxOutputTokens !== undefined ? { n_predict: options.maxOutputTokens } : {}),
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
    ...(options.topK !== undefined ? { top_k: options.topK } : {}),
    ...(options.topP !== undefined ? { top_p: options.topP } : {}),
    ...(minP !== undefined ? { min_p: minP } : {}),
    ...(typicalP !== undefined ? { typical_p: typicalP } : {}),
    ...(repetitionPenalty !== undefined ? { repeat_penalty: repetitionPenalty } : {}),
    ...(options.presencePenalty !== undefined ? { presence_penalty: options.presencePenalty } : {}),
    ...(options.frequencyPenalty !== undefined ? { frequency_penalty: options.frequencyPenalty } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(stop.length ? { stop } : {}),
    ...extra,
  };
}

/**
 * A model behind llama.cpp's own server (`llama-server`), on its native `/completion` endpoint, which
 * takes every sampler llama.cpp has. The model's name goes along too: a single server ignores it,
 * a router in front of several (llama-swap, the server's router mode) picks the model by it.
 */
export class LlamaCppModel extends TextCompletionModel {
  protected textCall(
    prompt: string,
    stop: string[],
    options: LanguageModelV3CallOptions,
    stream: boolean,
  ): BackendCall {
    const body = {
      model: this.modelId,
      prompt,
      ...llamaCppSampling(options, stop),
      stream,
    };
    return { path: "/completion", body };
  }

  protected textStreamReader() {
    return new LlamaCppStreamReader();
  }

  protected textReply(answer: unknown): WholeReply {
    const completion = answer as LlamaCppAnswer;
    return {
      text: completion.content ?? "",
      finishReason: llamaCppFinishReason(completion),
      usage: llamaCppUsage(completion),
      ...(completion.model ? { modelId: completion.model } : {}),
    };
  }
}
