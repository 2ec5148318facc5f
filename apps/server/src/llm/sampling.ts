import type { JSONValue, LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { z } from "zod";
import presets from "./sampling-presets.json" with { type: "json" };

/** Backend-specific settings a scene may send: more than any backend has. */
const MAX_EXTRA_SETTINGS = 64;

/** Request fields Fable writes itself; `extra` must not replace them. */
const RESERVED = new Set(["model", "messages", "prompt", "stream", "stream_options", "contents", "system"]);

/**
 * The sampler settings role-players tune, as a scene (models file) or a bot sets them. Each is left
 * out unless set: a backend then uses its own default, which suits its model best.
 */
export const Sampling = z.strictObject({
  temperature: z.number().min(0).max(5).optional(),
  topP: z.number().min(0).max(1).optional(),
  topK: z.int().min(0).max(1000).optional(),
  minP: z.number().min(0).max(1).optional(),
  typicalP: z.number().min(0).max(1).optional(),
  /** Multiplicative (1 is off), as llama.cpp, KoboldCpp and text-generation-webui take it. */
  repetitionPenalty: z.number().min(0).max(3).optional(),
  frequencyPenalty: z.number().min(-2).max(2).optional(),
  presencePenalty: z.number().min(-2).max(2).optional(),
  seed: z
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
  stop: z.array(z.string().min(1).max(200)).max(16).optional(),
  /** Backend-specific settings sent as they are (mirostat, dry_multiplier, xtc_probability …). */
  extra: z
    .record(z.string(), z.json())
    .superRefine((settings, context) => {
      for (const name of Object.keys(settings)) {
        const problem = !/^[A-Za-z_][A-Za-z0-9_.]*$/.test(name)
          ? "must be a setting's name, such as mirostat"
          : RESERVED.has(name)
            ? "is set by Fable, not by a sampler setting"
            : null;
        if (problem) context.addIssue({ code: "custom", path: [name], message: problem });
      }
    })
    .refine((settings) => Object.keys(settings).length <= MAX_EXTRA_SETTINGS, {
      message: `may hold at most ${MAX_EXTRA_SETTINGS} settings`,
    })
    .optional(),
});
export type Sampling = z.infer<typeof Sampling>;

/** The names a models-file scene may use for sampler settings. */
export const SAMPLING_KEYS = Object.keys(Sampling.shape) as (keyof Sampling)[];

/** Shipped presets ("balanced", "creative", "precise"), by name. */
export const SAMPLING_PRESETS: Readonly<Record<string, Sampling>> = Object.fromEntries(
  Object.entries(presets).map(([name, settings]) => [name, Sampling.parse(settings)]),
);

/** Where Fable's settings that the AI SDK's call options have no field for travel to the backend. */
export const FABLE_SAMPLING = "fableSampling";
export type SamplingExtras = Pick<Sampling, "minP" | "typicalP" | "repetitionPenalty" | "extra">;

/** The call options that carry `sampling` to a model. */
export function samplingCallOptions(sampling: Sampling): Partial<LanguageModelV3CallOptions> {
  const { temperature, topP, topK, frequencyPenalty, presencePenalty, seed, stop, ...rest } = sampling;
  const extras = Object.entries(rest).filter(([, value]) => value !== undefined);
  return {
    ...(temperature !== undefined ? { temperature } : {}),
    ...(topP !== undefined ? { topP } : {}),
    ...(topK !== undefined ? { topK } : {}),
    ...(frequencyPenalty !== undefined ? { frequencyPenalty } : {}),
    ...(presencePenalty !== undefined ? { presencePenalty } : {}),
    ...(seed !== undefined ? { seed } : {}),
    ...(stop?.length ? { stopSequences: stop } : {}),
    ...(extras.length
      ? { providerOptions: { [FABLE_SAMPLING]: Object.fromEntries(extras) as Record<string, JSONValue> } }
      : {}),
  };
}

/** The settings of `samplingCallOptions` that have no call-option field of their own. */
export function samplingExtras(options: LanguageModelV3CallOptions): SamplingExtras {
  return (options.providerOptions?.[FABLE_SAMPLING] ?? {}) as SamplingExtras;
}
