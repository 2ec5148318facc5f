import type { ModelScene } from "../model-scenes.ts";

/**
 * How to ask a scene's endpoint whether it serves the scene's model, where its API can say: the
 * path to GET (under the scene's base URL) and how to read a successful answer. Null: the API
 * lists no models (or cannot be asked), so the model is "not checked".
 */
export interface ModelLookup {
  path: string;
  /** True or false from a 2xx answer's JSON; a 404 of a lookup by name means "not found". */
  found(answer: unknown): boolean;
  /** A 404 names the model (a lookup by name), rather than a listing the server lacks. */
  notFoundMeansMissing: boolean;
}

const listed = (answer: unknown): { id?: unknown }[] => {
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data : [];
};

/** The model's name in a path segment. */
const segment = (model: string) => encodeURIComponent(model);

export function modelLookupOf(scene: ModelScene): ModelLookup | null {
  switch (scene.provider) {
    // OpenAI's listing, which OpenRouter and the self-hosted servers (vLLM, Ollama, LM Studio …) answer too.
    case "openai-compatible":
    case "openrouter":
    case "openai-text":
      return {
        path: "/models",
        found: (answer) => listed(answer).some((entry) => entry.id === scene.model),
        notFoundMeansMissing: false,
      };
    case "anthropic":
      return { path: `/models/${segment(scene.model)}`, found: () => true, notFoundMeansMissing: true };
    case "gemini":
      // "models/gemini-2.5-flash", as Google's own listings name it, is the same model.
      return {
        path: `/models/${segment(scene.model.replace(/^models\//, ""))}`,
        found: () => true,
        notFoundMeansMissing: true,
      };
    // llama.cpp's server and KoboldCpp serve the one model they loaded, whatever name the scene
    // gives it: found when one is loaded.
    case "llama-cpp":
      return {
        path: "/v1/models",
        found: (answer) => listed(answer).length > 0,
        notFoundMeansMissing: false,
      };
    case "koboldcpp":
      return {
        path: "/api/v1/model",
        found: (answer) => {
          const result = (answer as { result?: unknown } | null)?.result;
          return typeof result === "string" && result !== "" && !/\/inactive$/.test(result);
        },
        notFoundMeansMissing: false,
      };
    default:
      return null;
  }
}
