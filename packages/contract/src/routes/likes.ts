import { BotIdQuery } from "../character.ts";
import { BotLikeState } from "../chat.ts";
import { defineRoute } from "./define.ts";

/** Liking a bot (its like count shows on its card and orders the catalogue). */
export const likeRoutes = {
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
