import { BOT_SAMPLING_RANGE_KEYS, type BotSampling, WHOLE_NUMBER_KEYS } from "@fable/contract";
import type { ModelScene } from "./model-scenes.ts";
import type { Sampling } from "./sampling.ts";

/** The most stop strings a call carries, the scene's and the bot's together (as Sampling allows). */
const STOP_STRINGS_MAX = 16;

/** What a reply is made with: the scene's settings with the bot's overrides, clamped, on top. */
export interface EffectiveSettings {
  sampling: Sampling;
  maxReplyTokens: number;
  contextWindow: number;
}

const clamp = (value: number, [min, max]: readonly [number, number], whole: boolean) => {
  const clamped = Math.min(max, Math.max(min, value));
  return whole ? Math.round(clamped) : clamped;
};

/**
 * The scene's settings with a bot's overrides on top, each clamped into the range the scene allows;
 * settings the scene does not let a bot override are ignored. The bot's stop strings join the scene's
 * (a scene's stop strings keep its model from running on), its extra settings join the scene's extra.
 * A bot that asks for replies as long as its context would leave no room for the prompt: the reply
 * then gets half the context.
 */
export function effectiveSettings(scene: ModelScene, overrides: BotSampling | null): EffectiveSettings {
  const base = {
    sampling: scene.sampling,
    maxReplyTokens: scene.maxReplyTokens,
    contextWindow: scene.contextWindow,
  };
  if (!overrides) return base;
  const bounds = scene.botOverrides;
  const sampling: Record<string, unknown> = { ...scene.sampling };
  const limits = { maxReplyTokens: scene.maxReplyTokens, contextWindow: scene.contextWindow };
  for (const key of BOT_SAMPLING_RANGE_KEYS) {
    const value = overrides[key];
    const range = bounds.ranges[key];
    if (value === undefined || !range) continue;
    const clamped = clamp(value, range, WHOLE_NUMBER_KEYS.has(key));
    if (key === "maxReplyTokens" || key === "contextWindow") limits[key] = clamped;
    else sampling[key] = clamped;
  }
  if (bounds.seed && overrides.seed !== undefined) sampling.seed = overrides.seed;
  if (bounds.stop && overrides.stop?.length) {
    sampling.stop = [...new Set([...(scene.sampling.stop ?? []), ...overrides.stop])].slice(
      0,
      STOP_STRINGS_MAX,
    );
  }
  const extra = Object.entries(overrides.extra ?? {}).filter(([name]) => bounds.extra.includes(name));
  if (extra.length > 0) sampling.extra = { ...scene.sampling.extra, ...Object.fromEntries(extra) };
  if (limits.maxReplyTokens >= limits.contextWindow) {
    limits.maxReplyTokens = Math.floor(limits.contextWindow / 2);
  }
  return { sampling: sampling as Sampling, ...limits };
}

/** The scene a derived one was made from: the model answering both is built once, for the scene. */
const baseScenes = new WeakMap<ModelScene, ModelScene>();
/** Derived scenes per overrides object (a bot row's, replaced when the row changes) and scene. */
const derived = new WeakMap<BotSampling, WeakMap<ModelScene, ModelScene>>();

/**
 * The scene as it answers this bot: `scene` itself when the bot overrides nothing, else a copy with
 * the effective settings, made once per bot row version and scene so a turn allocates nothing.
 */
export function sceneForBot(scene: ModelScene, overrides: BotSampling | null): ModelScene {
  if (!overrides || Object.keys(overrides).length === 0) return scene;
  let perScene = derived.get(overrides);
  if (!perScene) {
    perScene = new WeakMap();
    derived.set(overrides, perScene);
  }
  let answering = perScene.get(scene);
  if (!answering) {
    answering = { ...scene, ...effectiveSettings(scene, overrides) };
    baseScenes.set(answering, scene);
    perScene.set(scene, answering);
  }
  return answering;
}

/** The configured scene behind a scene made by sceneForBot (or the scene itself). */
export const baseSceneOf = (scene: ModelScene): ModelScene => baseScenes.get(scene) ?? scene;
