import type { AdminModelScene } from "@fable/contract";
import type { Config } from "../../config.ts";
import { BACKENDS } from "../../llm/backends.ts";
import { INSTRUCT_TEMPLATES, type InstructTemplate } from "../../llm/instruct/templates.ts";
import type { ModelScene } from "../../llm/registry.ts";

/** The built-in template's name, or "custom" for one the models file spells out. */
function templateName(template: InstructTemplate | undefined): string | null {
  if (!template) return null;
  const builtIn = Object.entries(INSTRUCT_TEMPLATES).find(([, known]) => known === template);
  return builtIn ? builtIn[0] : "custom";
}

/** The endpoint's host alone: a base URL may carry a user name and password, and a query a key. */
function hostOf(scene: ModelScene, config: Pick<Config, "LLM_BASE_URL">): string | null {
  if (scene.provider === "offline") return null;
  const baseUrl = scene.baseUrl ?? BACKENDS[scene.provider].defaultBaseUrl ?? config.LLM_BASE_URL;
  if (!baseUrl) return null;
  try {
    return new URL(baseUrl).host;
  } catch {
    return null;
  }
}

/** What the admin page shows of a scene's settings: never a key, a header or a query value. */
export function sceneDetails(
  scene: ModelScene,
  config: Pick<Config, "LLM_BASE_URL">,
): Omit<AdminModelScene, "probe" | "usage"> {
  return {
    id: scene.id,
    label: scene.label,
    provider: scene.provider,
    model: scene.model,
    host: hostOf(scene, config),
    contextWindow: scene.contextWindow,
    maxReplyTokens: scene.maxReplyTokens,
    plans: [...scene.plans],
    default: scene.default,
    sampling: { ...scene.sampling },
    template: templateName(scene.template),
  };
}
