import { AdultContentChange, AdultContentState, ChooseModelSceneRequest, ModelSceneInfo } from "../chat.ts";
import { defineRoute } from "./define.ts";

/** A user's chat settings: the model that answers (docs/product.md#model-scene) and adult content (#adult-content). */
export const chatSettingsRoutes = {
  modelScenes: defineRoute({
    method: "GET",
    path: "/model/scene/getModelSceneInfo",
    access: "user",
    tag: "chat",
    summary: "Models to choose from and the one in use",
    result: ModelSceneInfo,
  }),
  chooseModelScene: defineRoute({
    method: "POST",
    path: "/model/scene/chooseModelScene",
    access: "user",
    tag: "chat",
    summary: "Choose the model that answers you",
    body: ChooseModelSceneRequest,
    result: ModelSceneInfo,
  }),
  setNsfw: defineRoute({
    method: "POST",
    path: "/v1/chat/setNsfw",
    access: "user",
    tag: "chat",
    summary: "Enable adult content (paid plans, after confirming 18+) or disable it",
    body: AdultContentChange,
    result: AdultContentState,
  }),
} as const;
