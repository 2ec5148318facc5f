import { z } from "zod";
import { parseConfigDocument, readConfigFile } from "../config-file.ts";
import { BOT_OVERRIDE_KEYS, BotOverridesSetting } from "./bot-override-bounds.ts";
import { TemplateSetting } from "./instruct/template-setting.ts";
import {
  MODEL_PROVIDERS,
  OFFLINE_SCENE_ID,
  TEXT_COMPLETION_PROVIDERS,
  takesTemplate,
} from "./model-scenes.ts";
import { SAMPLING_PRESETS, Sampling } from "./sampling.ts";

/** A scene lists at most this many fallbacks: each is another wait before the user reads anything. */
const MAX_FALLBACKS = 5;

/** Header and query names that carry a secret: their value must come from the environment. */
const SECRET_NAME = /auth|key|token|secret|cookie|password/i;

/** Headers or query parameters; a secret one must read its value from the environment as `${NAME}`. */
const NameValues = (what: string) =>
  z.record(z.string().min(1).max(100), z.string().max(2000)).superRefine((values, context) => {
    for (const [name, value] of Object.entries(values)) {
      if (SECRET_NAME.test(name) && !/^\$\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(value.trim())) {
        context.addIssue({
          code: "custom",
          path: [name],
          message: `looks like a secret: write the ${what}'s value as \${NAME} and put it in environment variable NAME`,
        });
      }
    }
  });

/** What a scene id may be: its users' choice is stored by it. */
const SCENE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const SCENE_ID_RULE = "must be 1–64 letters, digits, '.', '_' or '-'";

const providerNames = MODEL_PROVIDERS.map((name) => `"${name}"`).join(", ");
const presetNames = Object.keys(SAMPLING_PRESETS);

/**
 * One scene as written in MODELS_FILE; limits left out fall back to LLM_CONTEXT_WINDOW /
 * LLM_MAX_REPLY_TOKENS. Sampler settings sit on the scene itself (`temperature: 0.8`), on top of
 * an optional `preset`.
 */
export const ModelsFileScene = z
  .strictObject({
    ...Sampling.shape,
    id: z.string().regex(SCENE_ID, SCENE_ID_RULE),
    label: z.string().trim().min(1, "must not be empty").max(60, "must be at most 60 characters"),
    provider: z.enum(MODEL_PROVIDERS, { error: `must be one of ${providerNames}` }),
    baseUrl: z.url({ error: "must be a URL such as https://api.openai.com/v1" }).optional(),
    apiKeyEnv: z
      .string()
      .regex(
        /^[A-Za-z_][A-Za-z0-9_]*$/,
        "must be the name of an environment variable, such as OPENROUTER_API_KEY",
      )
      .optional(),
    model: z.string().trim().min(1, "must not be empty").optional(),
    contextWindow: z.int("must be a whole number").min(512).max(10_000_000).optional(),
    maxReplyTokens: z.int("must be a whole number").min(16).max(200_000).optional(),
    plans: z
      .array(z.string().trim().min(1).toLowerCase())
      .min(1, "must name at least one plan (or be left out for every plan)")
      .optional(),
    default: z.boolean().optional(),
    preset: z.enum(presetNames, { error: `must be one of ${presetNames.join(", ")}` }).optional(),
    headers: NameValues("header").optional(),
    query: NameValues("query parameter").optional(),
    template: TemplateSetting.optional(),
    fallback: z
      .array(z.string().regex(SCENE_ID, SCENE_ID_RULE))
      .max(MAX_FALLBACKS, `must name at most ${MAX_FALLBACKS} scenes`)
      .optional(),
    showReasoning: z.boolean().optional(),
    /** What a bot's creator may override, in what range (llm/bot-override-bounds.ts); false: nothing. */
    botOverrides: BotOverridesSetting.optional(),
  })
  .superRefine((scene, context) => {
    if (scene.provider !== "offline" && !scene.model) {
      context.addIssue({
        code: "custom",
        path: ["model"],
        message: `is required for a ${scene.provider} scene`,
      });
    }
    if (takesTemplate(scene.provider) && !scene.template) {
      context.addIssue({
        code: "custom",
        path: ["template"],
        message: `is required for a ${scene.provider} scene: the instruct format its model was trained on (chatml, llama3 …)`,
      });
    }
    if (!takesTemplate(scene.provider) && scene.template) {
      context.addIssue({
        code: "custom",
        path: ["template"],
        message: `cannot be set for a ${scene.provider} scene: only text-completion providers (${TEXT_COMPLETION_PROVIDERS.join(", ")}) write the prompt as text; a chat API applies the model's own format`,
      });
    }
    if (scene.provider === "offline" && scene.plans) {
      // The offline engine is every plan's fallback; restricting it could leave a plan with no model.
      context.addIssue({
        code: "custom",
        path: ["plans"],
        message: "cannot be set: the offline model serves every plan",
      });
    }
  });
export type ModelsFileScene = z.infer<typeof ModelsFileScene>;

const ModelsFile = z
  .object({ scenes: z.array(ModelsFileScene).min(1, "must list at least one scene") })
  .superRefine((file, context) => {
    for (const issue of fallbackIssues(file.scenes)) context.addIssue({ code: "custom", ...issue });
    const seen = new Set<string>();
    file.scenes.forEach((scene, index) => {
      if (seen.has(scene.id)) {
        context.addIssue({
          code: "custom",
          path: ["scenes", index, "id"],
          message: `"${scene.id}" is used twice`,
        });
      }
      seen.add(scene.id);
    });
    if (file.scenes.filter((scene) => scene.default).length > 1) {
      context.addIssue({ code: "custom", path: ["scenes"], message: "only one scene may be the default" });
    }
  });

/**
 * Every fallback list names scenes of the file (or "offline", the offline engine, always there),
 * never its own scene, and no chain of fallbacks comes back to where it started: a failing reply
 * walks the chain, and a circle would only ask the same failing models again.
 */
function fallbackIssues(scenes: readonly ModelsFileScene[]): { path: PropertyKey[]; message: string }[] {
  const issues: { path: PropertyKey[]; message: string }[] = [];
  const ids = new Set(scenes.map((scene) => scene.id));
  const listOf = new Map(scenes.map((scene) => [scene.id, scene.fallback ?? []]));
  scenes.forEach((scene, index) => {
    for (const [position, target] of (scene.fallback ?? []).entries()) {
      const path = ["scenes", index, "fallback", position];
      if (target === scene.id) {
        issues.push({ path, message: `scene "${scene.id}" cannot fall back to itself` });
      } else if (!ids.has(target) && target !== OFFLINE_SCENE_ID) {
        issues.push({
          path,
          message: `scene "${scene.id}" falls back to "${target}", which is no scene of this file`,
        });
      }
    }
    const circle = fallbackCircle(scene.id, listOf);
    if (circle) {
      issues.push({
        path: ["scenes", index, "fallback"],
        message: `scene "${scene.id}" falls back in a circle (${circle.join(" → ")})`,
      });
    }
  });
  return issues;
}

/** The ids of a fallback chain from `start` that comes back to it, or null when none does. */
function fallbackCircle(start: string, listOf: ReadonlyMap<string, readonly string[]>): string[] | null {
  const visited = new Set<string>();
  const walk = (id: string, path: string[]): string[] | null => {
    for (const next of listOf.get(id) ?? []) {
      if (next === start) return next === id ? null : [...path, next];
      if (visited.has(next)) continue;
      visited.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

/** Keys must stay out of a file that is easy to commit or share; point at an environment variable instead. */
const KEY_FIELDS = ["apiKey", "api_key", "key", "token"];

function keyFieldIssue(raw: unknown): string | null {
  const scenes = (raw as { scenes?: unknown })?.scenes;
  if (!Array.isArray(scenes)) return null;
  for (const [index, scene] of scenes.entries()) {
    const field = KEY_FIELDS.find((name) => scene && typeof scene === "object" && name in scene);
    if (field) {
      return `scenes[${index}].${field}: keys do not belong in the models file; put the key in an environment variable and name it with apiKeyEnv`;
    }
  }
  return null;
}

const SCENE_KEYS = Object.keys(ModelsFileScene.shape);
/** Spellings people bring from other tools' settings: top_p → topP. */
const camelCase = (name: string) =>
  name.toLowerCase().replace(/[_-]([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A key no scene has, named with the keys there are (and the one meant, when it is only spelt differently). */
function unknownKeyIssue(raw: unknown): string | null {
  const scenes = (raw as { scenes?: unknown })?.scenes;
  if (!Array.isArray(scenes)) return null;
  for (const [index, scene] of scenes.entries()) {
    if (!scene || typeof scene !== "object") continue;
    const unknown = Object.keys(scene).find((key) => !SCENE_KEYS.includes(key));
    if (unknown === undefined) {
      const overrideIssue = unknownOverrideKey((scene as { botOverrides?: unknown }).botOverrides);
      if (overrideIssue) return `scenes[${index}].botOverrides.${overrideIssue}`;
      continue;
    }
    const meant = SCENE_KEYS.find((key) => key === camelCase(unknown));
    const hint = meant ? ` (did you mean ${meant}?)` : "";
    return `scenes[${index}].${unknown}: unknown key${hint}; a scene may have ${SCENE_KEYS.join(", ")}; backend-specific settings go under extra`;
  }
  return null;
}

/** A key `botOverrides` does not have, named with the ones it has. */
function unknownOverrideKey(overrides: unknown): string | null {
  if (!overrides || typeof overrides !== "object" || Array.isArray(overrides)) return null;
  const keys: readonly string[] = BOT_OVERRIDE_KEYS;
  const unknown = Object.keys(overrides).find((key) => !keys.includes(key));
  if (unknown === undefined) return null;
  const meant = keys.find((key) => key === camelCase(unknown));
  const hint = meant ? ` (did you mean ${meant}?)` : "";
  return `${unknown}: unknown key${hint}; botOverrides may have ${keys.join(", ")}, or be false`;
}

/**
 * Reads and validates MODELS_FILE (JSON, or YAML for .yaml/.yml). Any problem stops the start with
 * a ConfigError naming the file and what is wrong in it.
 */
export function readModelsFile(file: string): ModelsFileScene[] {
  const { document: raw, fail } = readConfigFile("MODELS_FILE", file);
  // A bare list of scenes is accepted as well as { scenes: [...] }.
  const document = Array.isArray(raw) ? { scenes: raw } : raw;
  const keyIssue = keyFieldIssue(document) ?? unknownKeyIssue(document);
  if (keyIssue) fail(keyIssue);
  return parseConfigDocument(ModelsFile, document, fail).scenes;
}
