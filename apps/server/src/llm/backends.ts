import type { LanguageModelV3 } from "@ai-sdk/provider";
import type { Endpoint } from "./http/post-json.ts";
import { KoboldCppModel } from "./koboldcpp/model.ts";
import { LlamaCppModel } from "./llama-cpp/model.ts";
import type { ModelProvider, ModelScene } from "./model-scenes.ts";
import { OpenAICompatibleChatModel } from "./openai-chat/model.ts";
import { OpenAITextModel } from "./openai-text/model.ts";
import type { TextCompletionSettings } from "./text-completion/model.ts";

/** How Fable talks to one kind of model API. */
export interface Backend {
  /** The endpoint when the scene names none (hosted APIs have a well-known one). */
  defaultBaseUrl?: string;
  /** The headers that carry the key. */
  keyHeaders(key: string): Record<string, string>;
  /** The model answering `scene` at `endpoint`. */
  create(scene: ModelScene, endpoint: Endpoint): LanguageModelV3;
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** A text-completion scene's template and window; the models file makes sure it has a template. */
function textSettings(scene: ModelScene): TextCompletionSettings {
  if (!scene.template) throw new Error(`model scene "${scene.id}" (${scene.provider}) has no template`);
  return { template: scene.template, contextWindow: scene.contextWindow };
}

/** Every backend, by the `provider` a scene names. */
export const BACKENDS: Record<Exclude<ModelProvider, "offline">, Backend> = {
  "openai-compatible": {
    keyHeaders: bearer,
    create: (scene, endpoint) => new OpenAICompatibleChatModel(scene.model, endpoint, scene.id),
  },
  "openai-text": {
    keyHeaders: bearer,
    create: (scene, endpoint) => new OpenAITextModel(scene.model, endpoint, scene.id, textSettings(scene)),
  },
  // llama-server --api-key and KoboldCpp --password both take the key as a bearer token.
  "llama-cpp": {
    keyHeaders: bearer,
    create: (scene, endpoint) => new LlamaCppModel(scene.model, endpoint, scene.id, textSettings(scene)),
  },
  koboldcpp: {
    keyHeaders: bearer,
    create: (scene, endpoint) => new KoboldCppModel(scene.model, endpoint, scene.id, textSettings(scene)),
  },
};
