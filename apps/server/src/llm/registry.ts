import type { LanguageModelV3 } from "@ai-sdk/provider";
import { type Config, ConfigError } from "../config.ts";
import { BACKENDS } from "./backends.ts";
import { defaultBotOverrideBounds, resolveBotOverrides } from "./bot-override-bounds.ts";
import { referencedVariables, withEnvironment } from "./env-references.ts";
import type { Endpoint } from "./http/post-json.ts";
import { templateOf } from "./instruct/template-setting.ts";
import {
  ALL_PLANS,
  defaultScene,
  type ModelScene,
  OFFLINE_SCENE_ID,
  OFFLINE_SCENE_LABEL,
  scenesForPlan,
  takesTemplate,
} from "./model-scenes.ts";
import { type ModelsFileScene, readModelsFile } from "./models-file.ts";
import { OfflineLanguageModel } from "./offline/index.ts";
import { SAMPLING_KEYS, SAMPLING_PRESETS, type Sampling } from "./sampling.ts";

export { defaultScene, type ModelScene, scenesForPlan };

/** The settings the registry reads; a subset of Config so callers and tests need not build all of it. */
export type ModelsConfig = Pick<
  Config,
  | "LLM_PROVIDER"
  | "LLM_BASE_URL"
  | "LLM_API_KEY"
  | "LLM_MODEL"
  | "LLM_CONTEXT_WINDOW"
  | "LLM_MAX_REPLY_TOKENS"
  | "LLM_FALLBACK"
  | "MODELS_FILE"
  | "OFFLINE_MODEL_DELAY_MS"
  | "PUBLIC_URL"
>;
type Environment = Record<string, string | undefined>;

const configError = (variable: string, problem: string) =>
  new ConfigError(`Invalid configuration — ${variable}: ${problem}`);

/** The limits of the one-model setup (LLM_*), with the default bounds of a bot's overrides. */
const configLimits = (config: ModelsConfig) => {
  const limits = { contextWindow: config.LLM_CONTEXT_WINDOW, maxReplyTokens: config.LLM_MAX_REPLY_TOKENS };
  return { ...limits, botOverrides: defaultBotOverrideBounds(limits) };
};

function offlineScene(config: ModelsConfig, overrides: Partial<ModelScene> = {}): ModelScene {
  return {
    id: OFFLINE_SCENE_ID,
    label: OFFLINE_SCENE_LABEL,
    provider: "offline",
    model: "offline",
    ...configLimits(config),
    plans: [...ALL_PLANS],
    default: false,
    sampling: {},
    headers: {},
    query: {},
    fallback: [],
    showReasoning: false,
    ...overrides,
  };
}

/** A scene's sampler settings: its preset's, with the scene's own on top. */
function samplingOf(entry: ModelsFileScene): Sampling {
  const own = Object.fromEntries(
    SAMPLING_KEYS.filter((key) => entry[key] !== undefined).map((key) => [key, entry[key]]),
  );
  return { ...(entry.preset ? SAMPLING_PRESETS[entry.preset] : {}), ...own };
}

function scenesFromFile(config: ModelsConfig, file: string, env: Environment): ModelScene[] {
  const scenes = readModelsFile(file).map((entry, index): ModelScene => {
    const where = `MODELS_FILE ${file}: scenes[${index}] "${entry.id}"`;
    const backend = entry.provider === "offline" ? undefined : BACKENDS[entry.provider];
    if (backend && !backend.defaultBaseUrl && !entry.baseUrl && !config.LLM_BASE_URL) {
      throw configError(where, "needs baseUrl (or set LLM_BASE_URL for every scene)");
    }
    if (entry.apiKeyEnv && !env[entry.apiKeyEnv]) {
      throw configError(where, `apiKeyEnv names ${entry.apiKeyEnv}, which is not set`);
    }
    const unset = referencedVariables({ ...entry.headers, ...entry.query }).find((name) => !env[name]);
    if (unset) throw configError(where, `headers or query name \${${unset}}, which is not set`);
    const limits = {
      contextWindow: entry.contextWindow ?? config.LLM_CONTEXT_WINDOW,
      maxReplyTokens: entry.maxReplyTokens ?? config.LLM_MAX_REPLY_TOKENS,
    };
    if (limits.maxReplyTokens >= limits.contextWindow) {
      throw configError(where, "maxReplyTokens must be smaller than contextWindow");
    }
    const botOverrides = resolveBotOverrides(entry.botOverrides, limits);
    if ("problem" in botOverrides) throw configError(where, botOverrides.problem);
    if (entry.provider === "offline") {
      return offlineScene(config, {
        id: entry.id,
        label: entry.label,
        ...limits,
        botOverrides,
        default: entry.default ?? false,
        fallback: entry.fallback ?? [],
        showReasoning: entry.showReasoning ?? false,
      });
    }
    return {
      id: entry.id,
      label: entry.label,
      provider: entry.provider,
      ...(entry.baseUrl ? { baseUrl: entry.baseUrl } : {}),
      ...(entry.apiKeyEnv ? { apiKeyEnv: entry.apiKeyEnv } : {}),
      model: entry.model ?? "",
      ...limits,
      plans: entry.plans ?? [...ALL_PLANS],
      default: entry.default ?? false,
      sampling: samplingOf(entry),
      botOverrides,
      headers: entry.headers ?? {},
      query: entry.query ?? {},
      ...(entry.template ? { template: templateOf(entry.template) } : {}),
      fallback: entry.fallback ?? [],
      showReasoning: entry.showReasoning ?? false,
    };
  });
  if (!scenes.some((scene) => scene.provider === "offline")) scenes.push(offlineScene(config));
  // Without an explicit default the file's first real model is the default.
  if (!scenes.some((scene) => scene.default)) {
    const first = scenes.find((scene) => scene.provider !== "offline") ?? scenes[0]!;
    first.default = true;
  }
  return scenes;
}

/**
 * The model scenes of this installation. MODELS_FILE wins; else LLM_MODEL (served by LLM_PROVIDER
 * at LLM_BASE_URL, which hosted APIs need not set) makes one "default" scene; the offline engine is
 * always there as the fallback, and the default when no model is configured. Throws ConfigError
 * (naming the variable or file) on a bad setup.
 */
export function loadModelScenes(config: ModelsConfig, env: Environment = process.env): ModelScene[] {
  if (config.MODELS_FILE) return scenesFromFile(config, config.MODELS_FILE, env);
  const backend = BACKENDS[config.LLM_PROVIDER];
  const baseUrl = config.LLM_BASE_URL ?? backend.defaultBaseUrl;
  if (config.LLM_BASE_URL && !config.LLM_MODEL) {
    throw configError(
      "LLM_MODEL",
      "is required when LLM_BASE_URL is set (the model name the endpoint serves)",
    );
  }
  if (config.LLM_MODEL && !baseUrl) {
    throw configError(
      "LLM_BASE_URL",
      "is required when LLM_MODEL is set (such as https://api.openai.com/v1)",
    );
  }
  if (!baseUrl || !config.LLM_MODEL) return [offlineScene(config, { default: true })];
  if (takesTemplate(config.LLM_PROVIDER)) {
    throw configError(
      "LLM_PROVIDER",
      `${config.LLM_PROVIDER} needs the instruct template its model was trained on: configure the model in MODELS_FILE with template (chatml, llama3 …)`,
    );
  }
  if (config.LLM_MAX_REPLY_TOKENS >= config.LLM_CONTEXT_WINDOW) {
    throw configError("LLM_MAX_REPLY_TOKENS", "must be smaller than LLM_CONTEXT_WINDOW");
  }
  return [
    {
      id: "default",
      label: config.LLM_MODEL,
      provider: config.LLM_PROVIDER,
      baseUrl,
      model: config.LLM_MODEL,
      ...configLimits(config),
      plans: [...ALL_PLANS],
      default: true,
      sampling: {},
      headers: {},
      query: {},
      fallback: config.LLM_FALLBACK === "offline" ? [OFFLINE_SCENE_ID] : [],
      showReasoning: false,
    },
    offlineScene(config),
  ];
}

type EndpointConfig = Pick<ModelsConfig, "LLM_BASE_URL" | "LLM_API_KEY" | "PUBLIC_URL">;

/**
 * Where a (non-offline) scene's calls go and what they carry: its base URL, the key header, the
 * backend's default headers and the scene's own headers and query, `${NAME}`s read from `env`. The
 * model object and the start-up probe (llm/probe/) call the same endpoint.
 */
export function endpointFor(
  scene: ModelScene,
  config: EndpointConfig,
  env: Environment = process.env,
): Endpoint {
  if (scene.provider === "offline") throw new Error("the offline engine has no endpoint");
  const backend = BACKENDS[scene.provider];
  const baseUrl = scene.baseUrl ?? backend.defaultBaseUrl ?? config.LLM_BASE_URL;
  if (!baseUrl) throw configError(`model scene "${scene.id}"`, "has no baseUrl and LLM_BASE_URL is not set");
  const key = scene.apiKeyEnv ? env[scene.apiKeyEnv] : config.LLM_API_KEY;
  const own = withEnvironment(scene.headers, env);
  return {
    baseUrl,
    headers: {
      ...(key ? backend.keyHeaders(key) : {}),
      ...overridable(backend.defaultHeaders?.({ publicUrl: config.PUBLIC_URL }) ?? {}, own),
      ...own,
    },
    query: withEnvironment(scene.query, env),
  };
}

/**
 * The AI SDK model answering a scene. Keys are read from the variable the scene names (or
 * LLM_API_KEY) when the model is built, so they live only in the environment, never in the scene
 * list served to users.
 */
export function languageModelFor(
  scene: ModelScene,
  config: EndpointConfig & Pick<ModelsConfig, "OFFLINE_MODEL_DELAY_MS">,
  env: Environment = process.env,
): LanguageModelV3 {
  if (scene.provider === "offline") {
    return new OfflineLanguageModel({ delayMs: config.OFFLINE_MODEL_DELAY_MS, modelId: scene.model });
  }
  return BACKENDS[scene.provider].create(scene, endpointFor(scene, config, env));
}

/** `defaults` without the headers `own` sets too, however it spells their names. */
function overridable(defaults: Record<string, string>, own: Record<string, string>) {
  const taken = new Set(Object.keys(own).map((name) => name.toLowerCase()));
  return Object.fromEntries(Object.entries(defaults).filter(([name]) => !taken.has(name.toLowerCase())));
}
