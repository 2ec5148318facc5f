import type { LanguageModelV3CallOptions } from "@ai-sdk/provider";
import type { WholeReply } from "../http/streaming-model.ts";
import { TextCompletionModel } from "../text-completion/model.ts";
import { type SamplerNames, samplerFields } from "../text-completion/sampler-fields.ts";
import { type LlamaCppAnswer, llamaCppFinishReason, llamaCppUsage } from "./answer.ts";
import { LlamaCppStreamReader } from "./stream-reader.ts";

/** llama.cpp's /completion takes every sampler Fable has, under these names. */
const LLAMA_CPP_SAMPLERS: SamplerNames = {
  maxOutputTokens: "n_predict",
  temperature: "temperature",
  topK: "top_k",
  topP: "top_p",
  minP: "min_p",
  typicalP: "typical_p",
  repetitionPenalty: "repeat_penalty",
  presencePenalty: "presence_penalty",
  frequencyPenalty: "frequency_penalty",
  seed: "seed",
  stop: "stop",
};

/**
 * A model behind llama.cpp's own server (`llama-server`), on its native `/completion` endpoint, which
 * takes every sampler llama.cpp has. The model's name goes along too: a single server ignores it,
 * a router in front of several (llama-swap, the server's router mode) picks the model by it.
 */
export class LlamaCppModel extends TextCompletionModel {
  protected textCall(stop: string[], options: LanguageModelV3CallOptions, stream: boolean) {
    return { path: "/completion", fields: { ...samplerFields(options, stop, LLAMA_CPP_SAMPLERS), stream } };
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
