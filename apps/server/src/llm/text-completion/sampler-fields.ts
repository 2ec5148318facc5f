import type { LanguageModelV3CallOptions, SharedV3Warning } from "@ai-sdk/provider";
import { samplingExtras } from "../sampling.ts";

/** The settings of a call a text-completion backend may take, by Fable's name. */
export type SamplerSetting =
  | "maxOutputTokens"
  | "temperature"
  | "topP"
  | "topK"
  | "minP"
  | "typicalP"
  | "repetitionPenalty"
  | "presencePenalty"
  | "frequencyPenalty"
  | "seed"
  | "stop";

/** A backend's request field for each setting it takes; a setting it lacks is left out. */
export type SamplerNames = Partial<Record<SamplerSetting, string>>;

function settingsOf(options: LanguageModelV3CallOptions, stop: string[]) {
  const { minP, typicalP, repetitionPenalty } = samplingExtras(options);
  const settings: Record<SamplerSetting, unknown> = {
    maxOutputTokens: options.maxOutputTokens,
    temperature: options.temperature,
    topP: options.topP,
    topK: options.topK,
    minP,
    typicalP,
    repetitionPenalty,
    presencePenalty: options.presencePenalty,
    frequencyPenalty: options.frequencyPenalty,
    seed: options.seed,
    stop: stop.length ? stop : undefined,
  };
  return settings;
}

/**
 * The request fields carrying a call's sampler settings under the backend's `names`, then the
 * scene's extras (mirostat, dry_multiplier …) as they are. Settings left unset are left out: the
 * backend's own defaults suit its model best.
 */
export function samplerFields(
  options: LanguageModelV3CallOptions,
  stop: string[],
  names: SamplerNames,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [setting, value] of Object.entries(settingsOf(options, stop))) {
    const name = names[setting as SamplerSetting];
    if (name && value !== undefined) fields[name] = value;
  }
  return { ...fields, ...samplingExtras(options).extra };
}

/** Warnings for the settings a call sets that the backend has no field for. */
export function unsupportedSamplers(
  options: LanguageModelV3CallOptions,
  names: SamplerNames,
): SharedV3Warning[] {
  return Object.entries(settingsOf(options, []))
    .filter(([setting, value]) => value !== undefined && !names[setting as SamplerSetting])
    .map(([setting]) => ({ type: "unsupported", feature: setting }));
}
