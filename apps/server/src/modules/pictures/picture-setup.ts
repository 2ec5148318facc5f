import type { Config } from "../../config.ts";
import { createA1111Engine } from "./a1111-engine.ts";
import { createComfyUiEngine } from "./comfyui-engine.ts";
import { loadWorkflow } from "./comfyui-workflow.ts";
import { createOpenAiImagesEngine } from "./openai-images-engine.ts";
import type { PictureEngine } from "./picture-engine.ts";
import { parseSizes } from "./picture-sizes.ts";

export type PictureEngineConfig = Pick<
  Config,
  | "IMAGE_ENGINE"
  | "IMAGE_ENGINE_URL"
  | "IMAGE_ENGINE_API_KEY"
  | "IMAGE_ENGINE_MODEL"
  | "IMAGE_ENGINE_STEPS"
  | "IMAGE_ENGINE_SIZES"
  | "IMAGE_ENGINE_WORKFLOW"
  | "IMAGE_ENGINE_TIMEOUT_MS"
>;

/**
 * The configured engine, or undefined when IMAGE_ENGINE is unset. A ComfyUI workflow file that cannot
 * be used throws here, naming the file and the problem, so a start or first picture says what to fix.
 */
export function configuredEngine(config: PictureEngineConfig): PictureEngine | undefined {
  const baseUrl = config.IMAGE_ENGINE_URL;
  if (!config.IMAGE_ENGINE || !baseUrl) return undefined;
  const common = { baseUrl, apiKey: config.IMAGE_ENGINE_API_KEY, timeoutMs: config.IMAGE_ENGINE_TIMEOUT_MS };
  switch (config.IMAGE_ENGINE) {
    case "openai":
      return createOpenAiImagesEngine({
        ...common,
        model: config.IMAGE_ENGINE_MODEL,
        sizes: parseSizes(config.IMAGE_ENGINE_SIZES),
      });
    case "a1111":
      return createA1111Engine({
        ...common,
        model: config.IMAGE_ENGINE_MODEL,
        steps: config.IMAGE_ENGINE_STEPS,
      });
    case "comfyui":
      return createComfyUiEngine({
        ...common,
        steps: config.IMAGE_ENGINE_STEPS,
        workflow: loadWorkflow(config.IMAGE_ENGINE_WORKFLOW ?? ""),
      });
  }
}

// One engine per app (each has its own Config): a workflow file is read once, not per picture.
const engines = new WeakMap<PictureEngineConfig, PictureEngine | undefined>();

export function engineOf(config: PictureEngineConfig): PictureEngine | undefined {
  if (!engines.has(config)) engines.set(config, configuredEngine(config));
  return engines.get(config);
}
