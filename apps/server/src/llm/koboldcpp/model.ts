import type { LanguageModelV3CallOptions, SharedV3Warning } from "@ai-sdk/provider";
import type { WholeReply } from "../http/streaming-model.ts";
import { TextCompletionModel } from "../text-completion/model.ts";
import { type SamplerNames, samplerFields, unsupportedSamplers } from "../text-completion/sampler-fields.ts";
import { type KoboldGenerateAnswer, koboldFinishReason, NO_USAGE } from "./answer.ts";
import { KoboldStreamReader } from "./stream-reader.ts";

/** KoboldCpp's names for the samplers it takes; it has no frequency penalty. */
const KOBOLD_SAMPLERS: SamplerNames = {
  maxOutputTokens: "max_length",
  temperature: "temperature",
  topP: "top_p",
  topK: "top_k",
  minP: "min_p",
  typicalP: "typical",
  repetitionPenalty: "rep_pen",
  presencePenalty: "presence_penalty",
  seed: "sampler_seed",
  stop: "stop_sequence",
};

/**
 * A model behind KoboldCpp's KoboldAI API: `/api/extra/generate/stream` streams, `/api/v1/generate`
 * answers whole. KoboldCpp fits the prompt into the context it is told (`max_context_length`), so
 * each call carries the scene's window.
 *
 * The model's name goes along as `model`: KoboldCpp serves the one model it loaded and ignores it,
 * a proxy in front of several can route by it.
 */
export class KoboldCppModel extends TextCompletionModel {
  protected textCall(stop: string[], options: LanguageModelV3CallOptions, stream: boolean) {
    const fields = {
      max_context_length: this.contextWindow,
      ...samplerFields(options, stop, KOBOLD_SAMPLERS),
    };
    return { path: stream ? "/api/extra/generate/stream" : "/api/v1/generate", fields };
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
    return [...super.warnings(options), ...unsupportedSamplers(options, KOBOLD_SAMPLERS)];
  }
}
