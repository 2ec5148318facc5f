import { z } from "zod";

/**
 * The admin Models page (docs/product.md#models-admin): each model scene, what the probe last
 * found about it, its token usage per day, and a test message sent to it.
 */
export const ModelsAdminMessages = {
  noSuchScene: "There is no model scene with this id",
  testMessageEmpty: "Write a test message",
  testMessageTooLong: "A test message may be at most 2000 characters",
  unreachable: "The model endpoint could not be reached: {{detail}}",
  keyRefused: "The model endpoint refused the API key: {{detail}}",
  modelNotFound: "The model endpoint does not serve this model: {{detail}}",
  timedOut: "The model did not answer within {{seconds}} s",
  noAnswer: "The model answered without any text",
  failed: "The model call failed: {{detail}}",
} as const;

export const MODELS_ADMIN_LIMITS = {
  testMessageMaxChars: 2000,
  usageDaysMin: 1,
  usageDaysMax: 90,
  usageDaysDefault: 14,
} as const;

/** A scene's health as the probe judged it; `checking` while a probe of it runs. */
export const PROBE_STATUSES = ["ok", "degraded", "unreachable", "checking"] as const;
export type ProbeStatus = (typeof PROBE_STATUSES)[number];

/** What went wrong, when something did, as a word the page translates. */
export const PROBE_PROBLEMS = [
  "unreachable",
  "keyRefused",
  "modelNotFound",
  "timedOut",
  "noAnswer",
  "brokeOff",
  "failed",
] as const;
export type ProbeProblem = (typeof PROBE_PROBLEMS)[number];

export const SceneProbe = z.object({
  status: z.enum(PROBE_STATUSES),
  /** The endpoint answered at all (null: not known yet). */
  reachable: z.boolean().nullable(),
  /** The endpoint lists the model; null where the API lists none or it could not be asked. */
  modelFound: z.boolean().nullable(),
  /** A tiny streamed call got its first piece and finished. */
  streams: z.boolean().nullable(),
  firstPieceMs: z.number().int().nullable(),
  problem: z.enum(PROBE_PROBLEMS).nullable(),
  /** The endpoint's own words about the problem, shortened, with no key or header value in them. */
  error: z.string().nullable(),
  /** When the last probe finished (ISO time); null while the first one runs. */
  checkedAt: z.string().nullable(),
});
export type SceneProbe = z.infer<typeof SceneProbe>;

export const SceneDailyUsage = z.object({
  /** A UTC day, YYYY-MM-DD. */
  day: z.string(),
  calls: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
});
export type SceneDailyUsage = z.infer<typeof SceneDailyUsage>;

export const AdminModelScene = z.object({
  id: z.string(),
  label: z.string(),
  provider: z.string(),
  model: z.string(),
  /** The endpoint's host only (never a path, key or header); null for the offline engine. */
  host: z.string().nullable(),
  contextWindow: z.number().int(),
  maxReplyTokens: z.number().int(),
  plans: z.array(z.string()),
  default: z.boolean(),
  /** The sampler settings sent with every reply. */
  sampling: z.record(z.string(), z.json()),
  /** The instruct template of a text-completion scene. */
  template: z.string().nullable(),
  /** Null until a probe of it has run (MODEL_PROBE=off and nobody pressed Re-check). */
  probe: SceneProbe.nullable(),
  /** Calls and tokens per day, newest first; days without calls are left out. */
  usage: z.array(SceneDailyUsage),
});
export type AdminModelScene = z.infer<typeof AdminModelScene>;

export const AdminModelsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(MODELS_ADMIN_LIMITS.usageDaysMin)
    .max(MODELS_ADMIN_LIMITS.usageDaysMax)
    .default(MODELS_ADMIN_LIMITS.usageDaysDefault),
});

export const AdminModels = z.object({
  days: z.number().int(),
  /** Whether the start-up probe runs (MODEL_PROBE). */
  probeAtStart: z.boolean(),
  scenes: z.array(AdminModelScene),
});
export type AdminModels = z.infer<typeof AdminModels>;

const SceneId = z.string().min(1).max(100);

export const ProbeRequest = z.object({
  /** One scene; all of them when left out. */
  sceneId: SceneId.optional(),
});

export const ProbeResults = z.array(z.object({ sceneId: z.string(), probe: SceneProbe }));
export type ProbeResults = z.infer<typeof ProbeResults>;

export const TestMessageRequest = z.object({
  sceneId: SceneId,
  message: z
    .string()
    .trim()
    .min(1, ModelsAdminMessages.testMessageEmpty)
    .max(MODELS_ADMIN_LIMITS.testMessageMaxChars, ModelsAdminMessages.testMessageTooLong),
});
export type TestMessageRequest = z.infer<typeof TestMessageRequest>;

export const TestMessageAnswer = z.object({
  sceneId: z.string(),
  text: z.string(),
  firstPieceMs: z.number().int().nullable(),
  totalMs: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  /** The backend reported no usage: Fable counted the tokens itself. */
  counted: z.boolean(),
});
export type TestMessageAnswer = z.infer<typeof TestMessageAnswer>;
