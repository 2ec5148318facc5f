import { DailyUsage, MinuteChatCount } from "../chat.ts";
import { defineRoute } from "./define.ts";

/** What is left of a user's chat quotas (docs/product.md#quotas). */
export const quotaRoutes = {
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
} as const;
