import type { LanguageModelV3CallOptions, SharedV3Warning } from "@ai-sdk/provider";
import type { BackendCall, WholeReply } from "../http/streaming-model.ts";
import { samplingExtras } from "../sampling.ts";
import { TextCompletionModel } from "../text-completion/model.ts";
import { type KoboldGenerateAnswer, koboldFinishReason, NO_USAGE } from "./answer.ts";
import { KoboldStreamReader } from "./stream-reader.ts";

/**
 * A model behind KoboldCpp's KoboldAI API: `/api/extra/generate/stream` streams, `/api/v1/generate`
 * answers whole. KoboldCpp fits the prompt into the context it is told (`max_context_length`), so
 * each call carries the scene's window. It has no frequency penalty.
 *
 * The model's name goes along as `model`: KoboldCpp serves the one model it loaded and ignores it,
 * a proxy in front of several can route by it.
 */
export class KoboldCppModel extends TextCompletionModel {
  protected textCall(
    prompt: string,
    stop: string[],
    options: LanguageModelV3CallOptions,
    stream: boolean,
  ): BackendCall {
    const { minP, typicalP, repetitionPenalty, extra } = samplingExtras(options);
    const body = {
      model: this.modelId,
      prompt,
      max_context_length: this.contextWindow,
      ...(options.maxOutputTokens !== undefined ? { max_length: options.maxOutputTokens } : {}),
      ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
      ...(options.topP !== undefined ? { top_p: options.topP } : {}),
      ...(options.topK !== undefined ? { top_k: options.topK } : {}),
      ...(minP !== undefined ? { min_p: minP } : {}),
      ...(typicalP !== undefined ? { typical: typicalP } : {}),
      ...(repetitionPenalty !== undefined ? { rep_pen: repetitionPenalty } : {}),
      ...(options.presencePenalty !== undefined ? { presence_penalty: options.presencePenalty } : {}),
      ...(options.seed !== undefined ? { sampler_seed: options.seed } : {}),
      ...(stop.length ? { stop_sequence: stop } : {}),
      ...extra,
    };
    return { path: stream ? "/api/extra/generate/stream" : "/api/v1/generate", body };
  }

  protected textStreamReader() {
    return new KoboldStreamReader();
  }

  protected textReply(answer: unknown): WholeReply {
    const result = (answer as KoboldGenerateAnswer).results?.[0];
    return {
      text: result?.text ?? "",
      // Older KoboldCpp leaves the reason out of a whole answer: it finished, for a reason unsaid.
      finishReason: koboldFinishReason(result?.finish_reason),
      usage: NO_USAGE,
    };
  }

  protected override warnings(options: LanguageModelV3CallOptions): SharedV3Warning[] {
    const warnings = super.warnings(options);
    if (options.frequencyPenalty !== undefined)
      warnings.push({ type: "unsupported", feature: "frequencyPenalty" });
    return warnings;
  }
}
