import { z } from "zod";
import { ChatMessage, CustomMemoryUpdate, DialogueMemory, DialogueRef, MessageRef } from "../chat.ts";
import { defineRoute } from "./define.ts";

/** What a dialogue remembers besides its recent messages: pinned messages and the memory note (docs/product.md#memory). */
export const memoryRoutes = {
  pin: defineRoute({
    method: "POST",
    path: "/memory/pin",
    access: "user",
    tag: "chat",
    summary: "Pin a message into the character's memory",
    body: MessageRef,
    result: ChatMessage,
  }),
  unpin: defineRoute({
    method: "POST",
    path: "/memory/unpin",
    access: "user",
    tag: "chat",
    summary: "Unpin a message",
    body: MessageRef,
    result: ChatMessage,
  }),
  pinnedMessages: defineRoute({
    method: "POST",
    path: "/memory/pin/list",
    access: "user",
    tag: "chat",
    summary: "Pinned messages of a dialogue",
    body: DialogueRef,
    result: z.array(ChatMessage),
  }),
  memory: defineRoute({
    method: "POST",
    path: "/memory/custom/get",
    access: "user",
    tag: "chat",
    summary: "The dialogue's own memory note and automatic summary",
    body: DialogueRef,
    result: DialogueMemory,
  }),
  saveMemory: defineRoute({
    method: "POST",
    path: "/memory/custom/addOrUpdate",
    access: "user",
    tag: "chat",
    summary: "Save the dialogue's memory note",
    body: CustomMemoryUpdate,
    result: DialogueMemory,
  }),
} as const;
