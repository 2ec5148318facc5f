import {
  BOT_SAMPLING_RANGE_KEYS,
  BOT_SAMPLING_RANGES,
  type BotOverrideBounds,
  type BotSamplingRangeKey,
} from "@fable/contract";
import { z } from "zod";

/**
 * What a models-file scene lets a bot's creator override (`botOverrides`), and the bounds a scene gets
 * when it says nothing. The operator pays for the model, so the operator decides how far a bot may
 * push it: a range per numeric setting, whether stop strings and a seed may be set, which
 * backend-specific settings (extra) a bot may send. Values outside a range are clamped into it when a
 * reply is made; settings the scene does not list are ignored.
 */

/** The keys `botOverrides` may have, in the order messages name them. */
export const BOT_OVERRIDE_KEYS = [...BOT_SAMPLING_RANGE_KEYS, "stop", "seed", "extra"] as const;

/**
 * When a scene says nothing: the sampler ranges people use, replies and context no larger than the
 * scene's own, stop strings and seed allowed, no backend-specific settings (they can crash a backend
 * that does not know them, so the operator names them).
 */
export function defaultBotOverrideBounds(limits: {
  maxReplyTokens: number;
  contextWindow: number;
}): BotOverrideBounds {
  return {
    ranges: {
      temperature: [0, 2],
      topP: [0, 1],
      topK: [0, 200],
      minP: [0, 1],
      typicalP: [0, 1],
      repetitionPenalty: [1, 2],
      frequencyPenalty: [-2, 2],
      presencePenalty: [-2, 2],
      maxReplyTokens: [BOT_SAMPLING_RANGES.maxReplyTokens[0], limits.maxReplyTokens],
      contextWindow: [BOT_SAMPLING_RANGES.contextWindow[0], limits.contextWindow],
    },
    stop: true,
    seed: true,
    extra: [],
  };
}

export const NO_BOT_OVERRIDES: BotOverrideBounds = { ranges: {}, stop: false, seed: false, extra: [] };

/** `[min, max]` within the setting's widest range, or `true` for the default range. */
const rangeSetting = (key: BotSamplingRangeKey) => {
  const [lowest, highest] = BOT_SAMPLING_RANGES[key];
  const within = z
    .number()
    .min(lowest, `must be at least ${lowest}`)
    .max(highest, `must be at most ${highest}`);
  return z
    .union([z.literal(true), z.tuple([within, within])], {
      error: `must be true (the default range) or [min, max] within ${lowest} to ${highest}`,
    })
    .refine((range) => range === true || range[0] <= range[1], "min must not be above max")
    .optional();
};

/** `botOverrides` of a models-file scene: false forbids every override. */
export const BotOverridesSetting = z.union(
  [
    z.literal(false),
    z.strictObject({
      ...(Object.fromEntries(BOT_SAMPLING_RANGE_KEYS.map((key) => [key, rangeSetting(key)])) as {
        [Key in BotSamplingRangeKey]: ReturnType<typeof rangeSetting>;
      }),
      stop: z.boolean("must be true or false").optional(),
      seed: z.boolean("must be true or false").optional(),
      extra: z
        .array(
          z.string().regex(/^[A-Za-z_][A-Za-z0-9_.]{0,63}$/, "must be a setting's name, such as mirostat"),
        )
        .max(32, "may name at most 32 settings")
        .optional(),
    }),
  ],
  { error: `must be false, or a map of the settings a bot may override (${BOT_OVERRIDE_KEYS.join(", ")})` },
);
export type BotOverridesSetting = z.infer<typeof BotOverridesSetting>;

/**
 * The bounds of a scene from its `botOverrides` and its own limits; undefined means the defaults. A
 * listed setting given as `true` takes its default range. Returns a problem instead when a range
 * passes the scene's own context window (a bot cannot give the model more context than it has).
 */
export function resolveBotOverrides(
  setting: BotOverridesSetting | undefined,
  limits: { maxReplyTokens: number; contextWindow: number },
): BotOverrideBounds | { problem: string } {
  const defaults = defaultBotOverrideBounds(limits);
  if (setting === undefined) return defaults;
  if (setting === false) return NO_BOT_OVERRIDES;
  const ranges: BotOverrideBounds["ranges"] = {};
  for (const key of BOT_SAMPLING_RANGE_KEYS) {
    const range = setting[key];
    if (range === undefined) continue;
    ranges[key] = range === true ? defaults.ranges[key]! : [range[0], range[1]];
  }
  const context = ranges.contextWindow;
  if (context && context[1] > limits.contextWindow) {
    return {
      problem: `botOverrides.contextWindow: the range must end at or below the scene's contextWindow (${limits.contextWindow})`,
    };
  }
  return { ranges, stop: setting.stop ?? false, seed: setting.seed ?? false, extra: setting.extra ?? [] };
}
