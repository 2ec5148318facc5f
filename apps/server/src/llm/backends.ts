import type { LanguageModelV3 } from "@ai-sdk/provider";
import type { Endpoint } from "./http/post-json.ts";
import type { ModelProvider, ModelScene } from "./model-scenes.ts";
import { OpenAICompatibleChatModel } from "./openai-chat/model.ts";

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

/** Every backend, by the `provider` a scene names. */
export const BACKENDS: Record<Exclude<ModelProvider, "offline">, Backend> = {
  "openai-compatible": {
    keyHeaders: bearer,
    create: (scene, endpoint) => new OpenAICompatibleChatModel(scene.model, endpoint, scene.id),
  },
};
