import {
  ChatMessage,
  DeletedMessageIds,
  EditMessageRequest,
  MessageRef,
  RateMessageRequest,
} from "../chat.ts";
import { defineRoute } from "./define.ts";

/** What a user does to one message of their dialogue: rewrite, rate or delete it. */
export const messageRoutes = {
  editMessage: defineRoute({
    method: "POST",
    path: "/v1/chat/edit/bot/message",
    access: "user",
    tag: "chat",
    summary: "Rewrite the shown text of a message",
    body: EditMessageRequest,
    result: ChatMessage,
  }),
  rateMessage: defineRoute({
    method: "POST",
    path: "/v1/chat/rateMsg",
    access: "user",
    tag: "chat",
    summary: "Rate a reply: 1 good, 2 bad, 0 none",
    body: RateMessageRequest,
    result: ChatMessage,
  }),
  deleteMessage: defineRoute({
    method: "POST",
    path: "/v1/chat/delete/bot/message",
    access: "user",
    tag: "chat",
    summary: "Delete one message (not the greeting)",
    // The spec sends it as a form; JSON works too.
    bodyKind: "form",
    body: MessageRef,
    result: DeletedMessageIds,
  }),
} as const;
