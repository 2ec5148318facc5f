import { z } from "zod";

/**
 * A bot's own model settings (issue 17): sampler overrides its creator sets, applied on top of the
 * answering scene's settings within the bounds the operator gives that scene (models file
 * `botOverrides`), and the model scene an admin pins the bot to.
 */

/** Messages of the bot's model settings; the web app maps them to its catalogs. */
export const ModelSettingsMessages = {
  stopStrings: "stop: at most 8 stop strings, each 1-64 characters",
  extraName: "extra: names are letters, digits, '_' or '.', such as mirostat",
  extraCount: "extra: at most 16 settings",
  extraValue: "extra: a value is a number, true or false, or text of at most 200 characters",
  unknownScene: "No such model scene",
} as const;

/** The numeric settings a bot may override, each with the widest range the API accepts. */
export const BOT_SAMPLING_RANGES = {
  temperature: [0, 5],
  topP: [0, 1],
  topK: [0, 1000],
  minP: [0, 1],
  typicalP: [0, 1],
  /** Multiplicative (1 is off), as llama.cpp and KoboldCpp take it. */
  repetitionPenalty: [0, 3],
  frequencyPenalty: [-2, 2],
  presencePenalty: [-2, 2],
  maxReplyTokens: [16, 200_000],
  contextWindow: [512, 10_000_000],
} as const satisfies Record<string, readonly [number, number]>;
export type BotSamplingRangeKey = keyof typeof BOT_SAMPLING_RANGES;
export const BOT_SAMPLING_RANGE_KEYS = Object.keys(BOT_SAMPLING_RANGES) as BotSamplingRangeKey[];
/** Settings that must be whole numbers. */
export const WHOLE_NUMBER_KEYS: ReadonlySet<BotSamplingRangeKey> = new Set([
  "topK",
  "maxReplyTokens",
  "contextWindow",
]);

export const BOT_SAMPLING_LIMITS = { stopCount: 8, stopLength: 64, extraCount: 16, extraTextLength: 200 };
export const SEED_MAX = 2 ** 31 - 1;

const ranged = (key: BotSamplingRangeKey) => {
  const [min, max] = BOT_SAMPLING_RANGES[key];
  const number = WHOLE_NUMBER_KEYS.has(key) ? z.int() : z.number();
  return number.min(min).max(max).optional();
};

const EXTRA_NAME = /^[A-Za-z_][A-Za-z0-9_.]{0,63}$/;
const ExtraValue = z.union(
  [z.number().refine(Number.isFinite), z.boolean(), z.string().max(BOT_SAMPLING_LIMITS.extraTextLength)],
  { error: ModelSettingsMessages.extraValue },
);

/**
 * A bot's sampler overrides as its creator sets them. Only the shape and the widest limits are
 * checked here: what the answering scene allows is applied when a reply is made (the scene may change).
 */
export const BotSampling = z.strictObject({
  ...(Object.fromEntries(BOT_SAMPLING_RANGE_KEYS.map((key) => [key, ranged(key)])) as {
    [Key in BotSamplingRangeKey]: ReturnType<typeof ranged>;
  }),
  seed: z.int().min(0).max(SEED_MAX).optional(),
  stop: z
    .array(
      z
        .string()
        .min(1, ModelSettingsMessages.stopStrings)
        .max(BOT_SAMPLING_LIMITS.stopLength, ModelSettingsMessages.stopStrings),
    )
    .max(BOT_SAMPLING_LIMITS.stopCount, ModelSettingsMessages.stopStrings)
    .optional(),
  /** Backend-specific settings (mirostat, dry_multiplier …), sent only when the scene lists them. */
  extra: z
    .record(z.string().max(64), ExtraValue)
    .superRefine((extra, context) => {
      const names = Object.keys(extra);
      // A record's own key check words its refusal "Invalid key in record"; this one says what a name is.
      const badName = names.find((name) => !EXTRA_NAME.test(name));
      if (badName !== undefined)
        context.addIssue({ code: "custom", path: [badName], message: ModelSettingsMessages.extraName });
      if (names.length > BOT_SAMPLING_LIMITS.extraCount)
        context.addIssue({ code: "custom", message: ModelSettingsMessages.extraCount });
    })
    .optional(),
});
export type BotSampling = z.infer<typeof BotSampling>;

/** What a scene lets a bot override: a range per numeric setting, stop strings, seed, extra names. */
export const BotOverrideBounds = z.object({
  ranges: z.partialRecord(z.enum(BOT_SAMPLING_RANGE_KEYS), z.tuple([z.number(), z.number()])),
  stop: z.boolean(),
  seed: z.boolean(),
  extra: z.array(z.string()),
});
export type BotOverrideBounds = z.infer<typeof BotOverrideBounds>;

/** GET /ai/roleInfo/botModelBounds: the scene that would answer the caller with this bot, and its bounds. */
export const BotModelBounds = z.object({
  scene: z.object({ id: z.string(), label: z.string() }),
  bounds: BotOverrideBounds,
});
export type BotModelBounds = z.infer<typeof BotModelBounds>;

/** GET and POST /admin/bots/modelScene: the scene a bot is pinned to (null: the user's choice). */
export const BotModelScene = z.object({
  botId: z.string(),
  sceneId: z.string().nullable(),
  scenes: z.array(z.object({ id: z.string(), label: z.string(), plans: z.array(z.string()) })),
});
export type BotModelScene = z.infer<typeof BotModelScene>;
