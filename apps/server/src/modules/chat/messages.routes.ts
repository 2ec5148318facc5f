import {
  ChatMessage,
  ChattingBot,
  CustomMemoryUpdate,
  DialogueMemory,
  DialogueRef,
  EditMessageRequest,
  envelopeOf,
  MessageRef,
  RateMessageRequest,
} from "@fable/contract";
import formbody from "@fastify/formbody";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import { botsWithChatting } from "./chatting.service.ts";
import { getMemory, listPins, saveCustomMemory } from "./memory.service.ts";
import { deleteMessage, editMessage, rateMessage, setPinned } from "./message-actions.service.ts";

const signedIn = [{ bearer: [] }];

/** Message actions, memory and the /chats list. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec sends delete/bot/message as a form; JSON works too.
  await app.register(formbody);

  const messageRoute = <Body extends z.ZodType>(path: string, summary: string, body: Body) => ({
    path,
    options: {
      schema: {
        tags: ["chat"],
        security: signedIn,
        summary,
        body,
        response: { 200: envelopeOf(ChatMessage) },
      },
    },
  });

  const edit = messageRoute(
    "/v1/chat/edit/bot/message",
    "Rewrite the shown text of a message",
    EditMessageRequest,
  );
  app.post(edit.path, edit.options, async (request) =>
    ok(await editMessage(contextOf(request), request.body)),
  );

  const rate = messageRoute("/v1/chat/rateMsg", "Rate a reply: 1 good, 2 bad, 0 none", RateMessageRequest);
  app.post(rate.path, rate.options, async (request) =>
    ok(await rateMessage(contextOf(request), request.body)),
  );

  const pin = messageRoute("/memory/pin", "Pin a message into the character's memory", MessageRef);
  app.post(pin.path, pin.options, async (request) =>
    ok(await setPinned(contextOf(request), request.body, true)),
  );

  const unpin = messageRoute("/memory/unpin", "Unpin a message", MessageRef);
  app.post(unpin.path, unpin.options, async (request) =>
    ok(await setPinned(contextOf(request), request.body, false)),
  );

  app.post(
    "/v1/chat/delete/bot/message",
    {
      schema: {
        tags: ["chat"],
        security: signedIn,
        summary: "Delete one message (not the greeting)",
        consumes: ["application/json", "application/x-www-form-urlencoded"],
        body: MessageRef,
        response: { 200: envelopeOf(z.object({ deleted: z.array(z.string()) })) },
      },
    },
    async (request) => ok(await deleteMessage(contextOf(request), request.body)),
  );

  app.post(
    "/memory/pin/list",
    {
      schema: {
        tags: ["chat"],
        security: signedIn,
        summary: "Pinned messages of a dialogue",
        body: DialogueRef,
        response: { 200: envelopeOf(z.array(ChatMessage)) },
      },
    },
    async (request) => ok(await listPins(contextOf(request), request.body.dialogueId)),
  );

  app.post(
    "/memory/custom/get",
    {
      schema: {
        tags: ["chat"],
        security: signedIn,
        summary: "The dialogue's own memory note and automatic summary",
        body: DialogueRef,
        response: { 200: envelopeOf(DialogueMemory) },
      },
    },
    async (request) => ok(await getMemory(contextOf(request), request.body.dialogueId)),
  );

  app.post(
    "/memory/custom/addOrUpdate",
    {
      schema: {
        tags: ["chat"],
        security: signedIn,
        summary: "Save the dialogue's memory note",
        body: CustomMemoryUpdate,
        response: { 200: envelopeOf(DialogueMemory) },
      },
    },
    async (request) => ok(await saveCustomMemory(contextOf(request), request.body)),
  );

  app.get(
    "/v1/chat/getBotsWithChatting",
    {
      schema: {
        tags: ["chat"],
        security: signedIn,
        summary: "Bots the user chats with, latest dialogue first (the /chats page)",
        response: { 200: envelopeOf(z.array(ChattingBot)) },
      },
    },
    async (request) => ok(await botsWithChatting(contextOf(request))),
  );
};
