import {
  AdoptVisitorChatRequest,
  DialogueInfo,
  VisitorAllowance,
  VisitorChatDone,
  VisitorChatRequest,
} from "../chat.ts";
import { defineRoute } from "./define.ts";

/**
 * Visitors chat a little before signing in; their chat carries over when they do
 * (docs/product.md#visitor-chat).
 */
export const visitorChatRoutes = {
  previewChat: defineRoute({
    method: "POST",
    path: "/v1/chat/preview/chat",
    access: "public",
    tag: "chat",
    summary:
      "A visitor's chat: the conversation so far (without the greeting, ending with the new message) in, the reply streamed out (text/event-stream: delta…, then done { content, messagesLeft } or error); nothing is stored. Past VISITOR_MESSAGES per chat or VISITOR_MESSAGES_PER_DAY per address: code 109",
    body: VisitorChatRequest,
    answer: "stream",
    result: VisitorChatDone,
  }),
  allowance: defineRoute({
    method: "GET",
    path: "/v1/chat/preview/allowance",
    access: "public",
    tag: "chat",
    summary: "How many messages a visitor may send per chat, and how many this address has left today",
    result: VisitorAllowance,
  }),
  adopt: defineRoute({
    method: "POST",
    path: "/v1/chat/visitor/adopt",
    access: "user",
    tag: "chat",
    summary:
      "After signing in: the visitor's conversation (ending with the character's reply) becomes a new dialogue after the greeting",
    body: AdoptVisitorChatRequest,
    result: DialogueInfo,
  }),
} as const;
