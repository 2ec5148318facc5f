import { BotIdQuery } from "../character.ts";
import {
  AdultContentChange,
  AdultContentState,
  BotLikeState,
  ChooseModelSceneRequest,
  DailyUsage,
  MinuteChatCount,
  ModelSceneInfo,
} from "../chat.ts";
import { defineRoute } from "./define.ts";

/**
 * The chat screen's counters and choices: the quotas left (docs/product.md#quotas), the model that
 * answers (#model-scene), adult content (#adult-content) and liking the bot.
 */
export const chatSettingsRoutes = {
  minuteChatCount: defineRoute({
    method: "GET",
    path: "/v1/chat/checkCurrentMinuteChatCount",
    access: "user",
    tag: "chat",
    summary: "Messages sent in the last minute and whether one more is allowed",
    result: MinuteChatCount,
  }),
  regenerationCount: defineRoute({
    method: "GET",
    path: "/v1/chat/regen/bot/count",
    access: "user",
    tag: "chat",
    summary: "Today's regenerations and the daily limit (null: unlimited)",
    result: DailyUsage,
  }),
  editCount: defineRoute({
    method: "GET",
    path: "/v1/chat/edit/bot/count",
    access: "user",
    tag: "chat",
    summary: "Today's edits and the daily limit (null: unlimited)",
    result: DailyUsage,
  }),
  suggestionCount: defineRoute({
    method: "GET",
    path: "/v1/chat/check/generated-message",
    access: "user",
    tag: "chat",
    summary: "Today's suggestions and the daily limit (null: unlimited)",
    result: DailyUsage,
  }),
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
  like: defineRoute({
    method: "GET",
    path: "/v1/chat/like",
    access: "user",
    tag: "chat",
    summary: "Like a bot",
    query: BotIdQuery,
    result: BotLikeState,
  }),
  cancelLike: defineRoute({
    method: "GET",
    path: "/v1/chat/cancelLike",
    access: "user",
    tag: "chat",
    summary: "Take back a like",
    query: BotIdQuery,
    result: BotLikeState,
  }),
} as const;
