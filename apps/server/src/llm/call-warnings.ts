import type { LanguageModelV3CallOptions, SharedV3Warning } from "@ai-sdk/provider";
import { samplingExtras } from "./sampling.ts";

/** Warnings for call settings Fable's text-chat models do not act on (tools, JSON output). */
export function unsupportedSettings(options: LanguageModelV3CallOptions): SharedV3Warning[] {
  const warnings: SharedV3Warning[] = [];
  if (options.tools?.length) warnings.push({ type: "unsupported", feature: "tools" });
  if (options.responseFormat?.type === "json")
    warnings.push({ type: "unsupported", feature: "responseFormat" });
  return warnings;
}

/** Sampler settings some backends have no field for. */
export type SamplerSetting =
  | "frequencyPenalty"
  | "presencePenalty"
  | "seed"
  | "minP"
  | "typicalP"
  | "repetitionPenalty";

/** A warning for each of `unsupported` the call sets: the backend is called without it. */
export function unsupportedSamplers(
  options: LanguageModelV3CallOptions,
  unsupported: readonly SamplerSetting[],
): SharedV3Warning[] {
  const set = { ...options, ...samplingExtras(options) };
  return unsupported
    .filter((setting) => set[setting] !== undefined)
    .map((feature) => ({ type: "unsupported", feature }));
}
