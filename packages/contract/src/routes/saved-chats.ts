import { z } from "zod";
import { BotIdQuery } from "../character.ts";
import { DialogueIdQuery, DialogueInfo, HiddenSavedChat, SaveDialogueRequest, SavedChat } from "../chat.ts";
import { defineRoute } from "./define.ts";

/** Earlier chats with a bot, kept when a new one starts (docs/product.md#saved-chats). */
export const savedChatRoutes = {
  saveDialogue: defineRoute({
    method: "POST",
    path: "/v1/chat/saveDialogue",
    access: "user",
    tag: "chat",
    summary: "Save this chat and start a new one with the same bot",
    body: SaveDialogueRequest,
    result: DialogueInfo,
  }),
  savedChats: defineRoute({
    method: "GET",
    path: "/v1/chat/savedChats",
    access: "user",
    tag: "chat",
    summary: "Saved chats with one bot",
    query: BotIdQuery,
    result: z.array(SavedChat),
  }),
  hideSavedChat: defineRoute({
    method: "GET",
    path: "/v1/chat/savedChat/hide",
    access: "user",
    tag: "chat",
    summary: "Hide a saved chat",
    query: DialogueIdQuery,
    result: HiddenSavedChat,
  }),
} as const;
