import { type BotOverrideBounds, planBaseName } from "@fable/contract";
import type { InstructTemplate } from "./instruct/templates.ts";
import type { Sampling } from "./sampling.ts";

/**
 * Model scenes: the models a user can chat with (spec /model/scene/getModelSceneInfo), each with
 * its context budget and the plans allowed to use it.
 */

/**
 * Backends that take one prompt string, not messages: a scene of theirs names the instruct template
 * its model was trained on (llm/instruct/).
 */
export const TEXT_COMPLETION_PROVIDERS = ["openai-text", "llama-cpp", "koboldcpp"] as const;
export type TextCompletionProvider = (typeof TEXT_COMPLETION_PROVIDERS)[number];
export const takesTemplate = (provider: string): provider is TextCompletionProvider =>
  (TEXT_COMPLETION_PROVIDERS as readonly string[]).includes(provider);

/** The kinds of backend a scene can talk to (llm/backends.ts says how), and the offline engine. */
export const MODEL_PROVIDERS = [
  "openai-compatible",
  "anthropic",
  "gemini",
  "openrouter",
  ...TEXT_COMPLETION_PROVIDERS,
  "offline",
] as const;
export type ModelProvider = (typeof MODEL_PROVIDERS)[number];

export type ModelScene = {
  id: string;
  label: string;
  provider: ModelProvider;
  /** The endpoint; without it LLM_BASE_URL. */
  baseUrl?: string;
  /** The NAME of the environment variable holding the key (never the key); without it LLM_API_KEY. */
  apiKeyEnv?: string;
  model: string;
  contextWindow: number;
  maxReplyTokens: number;
  /** Plans that may use it, lower case ("free", "vip", "standard"…); "vip" admits every paid plan. */
  plans: string[];
  /** The scene a user gets before choosing one. */
  default: boolean;
  /** Sampler settings sent with every reply (a preset's, with the scene's own on top). */
  sampling: Sampling;
  /** What a bot may override of `sampling` and the limits, in what range (models file `botOverrides`). */
  botOverrides: BotOverrideBounds;
  /**
   * Headers sent with every call besides the key. A value may name environment variables as
   * `${NAME}`, read when the model is built, so secrets stay in the environment.
   */
  headers: Record<string, string>;
  /** Query parameters added to every call, `${NAME}` read from the environment as for headers. */
  query: Record<string, string>;
  /** How the prompt is written out as text, for a text-completion provider (and only there). */
  template?: InstructTemplate;
  /**
   * Scene ids that answer instead, in order, when this scene fails before the first piece of a reply
   * (unreachable, busy, timed out, answered nothing). "offline" is the offline engine.
   */
  fallback: string[];
  /** The reasoning a model writes before its reply is kept and shown to the user, collapsed. */
  showReasoning: boolean;
};

export const OFFLINE_SCENE_ID = "offline";
export const OFFLINE_SCENE_LABEL = "Offline model";
/** Shown beside the offline model so an operator knows how to connect a real one. */
export const OFFLINE_SCENE_HINT =
  "Replies are composed offline from the character card. Set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL (or MODELS_FILE) to connect a real model.";
export const ALL_PLANS = ["free", "vip"];

export function sceneAllowsPlan(scene: ModelScene, plan: string): boolean {
  // "STANDARD_ANNUAL" and "standard" are the same plan (spec vipEnum: a name with an optional period).
  const wanted = planBaseName(plan);
  return scene.plans.some((allowed) => allowed === wanted || (allowed === "vip" && wanted !== "free"));
}

/** The scenes a plan may use, in configured order. */
export function scenesForPlan(scenes: readonly ModelScene[], plan: string): ModelScene[] {
  return scenes.filter((scene) => sceneAllowsPlan(scene, plan));
}

/**
 * The scene to use when the user has not chosen: the one marked default, else the first real
 * model (a free user whose plan excludes the default still gets a real model when one is allowed),
 * else the offline engine.
 */
export function defaultScene(scenes: readonly ModelScene[]): ModelScene {
  const scene =
    scenes.find((candidate) => candidate.default) ??
    scenes.find((candidate) => candidate.provider !== "offline") ??
    scenes[0];
  if (!scene) throw new Error("No model scene is available");
  return scene;
}
