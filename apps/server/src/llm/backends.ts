import type { LanguageModelV3 } from "@ai-sdk/provider";
import { AnthropicMessagesModel } from "./anthropic/model.ts";
import { GeminiModel } from "./gemini/model.ts";
import type { Endpoint } from "./http/post-json.ts";
import { KoboldCppModel } from "./koboldcpp/model.ts";
import { LlamaCppModel } from "./llama-cpp/model.ts";
import type { ModelProvider, ModelScene } from "./model-scenes.ts";
import { OpenAICompatibleChatModel } from "./openai-chat/model.ts";
import { OpenAITextModel } from "./openai-text/model.ts";
import type { TextCompletionSettings } from "./text-completion/model.ts";

/** What a backend may say about this installation to the API it calls. */
export interface Installation {
  /** PUBLIC_URL, when the operator set it. */
  publicUrl?: string;
}

/** How Fable talks to one kind of model API. */
export interface Backend {
  /** The endpoint when the scene names none (hosted APIs have a well-known one). */
  defaultBaseUrl?: string;
  /** The headers that carry the key. */
  keyHeaders(key: string): Record<string, string>;
  /** Headers the API asks of every caller besides the key; a scene's own headers override them. */
  defaultHeaders?(installation: Installation): Record<string, string>;
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
  anthropic: {
    defaultBaseUrl: "https://api.anthropic.com/v1",
    keyHeaders: (key) => ({ "x-api-key": key }),
    defaultHeaders: () => ({ "anthropic-version": "2023-06-01" }),
    create: (scene, endpoint) => new AnthropicMessagesModel(scene.model, endpoint, scene.id),
  },
  gemini: {
    defaultBaseUrl: "https://generativelanguage.googleapis.com/v1beta",
    keyHeaders: (key) => ({ "x-goog-api-key": key }),
    create: (scene, endpoint) => new GeminiModel(scene.model, endpoint, scene.id),
  },
  // OpenRouter speaks OpenAI's chat completions; it ranks the apps calling it by these two headers.
  openrouter: {
    defaultBaseUrl: "https://openrouter.ai/api/v1",
    keyHeaders: bearer,
    defaultHeaders: ({ publicUrl }) => ({
      ...(publicUrl ? { "HTTP-Referer": new URL(publicUrl).origin } : {}),
      "X-Title": "Fable",
    }),
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
