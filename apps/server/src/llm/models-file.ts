import { readFileSync } from "node:fs";
import path from "node:path";
import { lazyModule } from "../lazy-module.ts";

const yaml = lazyModule<typeof import("yaml")>("yaml");

import { z } from "zod";
import { ConfigError } from "../config.ts";

/** One scene as written in MODELS_FILE; limits left out fall back to LLM_CONTEXT_WINDOW / LLM_MAX_REPLY_TOKENS. */
export const ModelsFileScene = z
  .strictObject({
    id: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, "must be 1–64 letters, digits, '.', '_' or '-'"),
    label: z.string().trim().min(1, "must not be empty").max(60, "must be at most 60 characters"),
    provider: z.enum(["openai-compatible", "offline"], { error: 'must be "openai-compatible" or "offline"' }),
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
  })
  .superRefine((scene, context) => {
    if (scene.provider === "openai-compatible" && !scene.model) {
      context.addIssue({
        code: "custom",
        path: ["model"],
        message: "is required for an openai-compatible scene",
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

/** "scenes.2.model" → "scenes[2].model", as people read a list. */
const issuePath = (segments: PropertyKey[]) =>
  segments
    .map((segment) => (typeof segment === "number" ? `[${segment}]` : `.${String(segment)}`))
    .join("")
    .replace(/^\./, "");

/**
 * Reads and validates MODELS_FILE (JSON, or YAML for .yaml/.yml). Any problem stops the start with
 * a ConfigError naming the file and what is wrong in it.
 */
export function readModelsFile(file: string): ModelsFileScene[] {
  const fullPath = path.resolve(file);
  function fail(problem: string): never {
    throw new ConfigError(`Invalid configuration — MODELS_FILE ${fullPath}: ${problem}`);
  }
  let text = "";
  try {
    text = readFileSync(fullPath, "utf8");
  } catch (error) {
    fail((error as NodeJS.ErrnoException).code === "ENOENT" ? "file not found" : String(error));
  }
  let raw: unknown;
  try {
    raw = /\.ya?ml$/i.test(fullPath) ? yaml().parse(text) : JSON.parse(text);
  } catch (error) {
    fail(
      `not valid ${/\.ya?ml$/i.test(fullPath) ? "YAML" : "JSON"}: ${(error as Error).message.split("\n")[0]}`,
    );
  }
  // A bare list of scenes is accepted as well as { scenes: [...] }.
  const document = Array.isArray(raw) ? { scenes: raw } : raw;
  const keyIssue = keyFieldIssue(document);
  if (keyIssue) fail(keyIssue);
  const parsed = ModelsFile.safeParse(document);
  if (!parsed.success) {
    fail(
      parsed.error.issues.map((issue) => `${issuePath(issue.path) || "file"}: ${issue.message}`).join("; "),
    );
  }
  return parsed.data.scenes;
}
