import {
  ChatExchange,
  ChatHistoryPage,
  ChatHistoryRequest,
  ChatMessage,
  ChooseMessageRequest,
  DialogueIdQuery,
  DialogueInfo,
  EnterDialogueRequest,
  envelopeOf,
  RegenerateRequest,
  ResponseCode,
  SendMessageRequest,
} from "@fable/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";
import { prepareContinue } from "./continue.service.ts";
import { enterDialogue } from "./dialogue.service.ts";
import { streamReplyEvents } from "./event-stream.ts";
import { chatHistory, chatHistoryCount, chooseMessage } from "./history.service.ts";
import { type PreparedTurn, prepareRegenerate, prepareSend } from "./turn.service.ts";
import { turnContextCache } from "./turn-context-cache.ts";

const signedIn = [{ bearer: [] }];
const congested = () => new AppError(ResponseCode.FAILED, "ChatMessages.congested");

/** Runs a prepared turn as server-sent events; failures end the stream with the spec's message. */
function streamTurn(request: FastifyRequest, reply: FastifyReply, turn: PreparedTurn) {
  return streamReplyEvents(request, reply, async (onDeltas, signal) => {
    const { reply: message, userMessage } = await turn.run(onDeltas, signal);
    return userMessage ? { ...message, userMessage } : message;
  });
}

/** Runs a prepared turn to the end for the non-streaming calls. */
async function completeTurn(request: FastifyRequest, turn: PreparedTurn) {
  const controller = new AbortController();
  request.raw.once("close", () => controller.abort());
  try {
    return await turn.run(() => {}, controller.signal);
  } catch (error) {
    request.log.warn({ err: error }, "reply failed");
    throw congested();
  }
}

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  // Subscribes to turn changes now, so the first turns can already be served from the cache.
  turnContextCache(app.deps.database.db);
  app.post(
    "/v1/chat/enterDialogueV2",
    {
      schema: {
        tags: ["chat"],
        security: signedIn,
        summary: "Open a chat with a bot: resume a dialogue or start one with the greeting",
        body: EnterDialogueRequest,
        response: { 200: envelopeOf(DialogueInfo) },
      },
    },
    async (request) => ok(await enterDialogue(contextOf(request), request.body)),
  );

  app.post(
    "/v1/chat/streamChat",
    {
      schema: {
        tags: ["chat"],
        security: signedIn,
        summary: "Send a message and stream the reply (text/event-stream: delta…, then done or error)",
        body: SendMessageRequest,
      },
    },
    async (request, reply) => streamTurn(request, reply, await prepareSend(contextOf(request), request.body)),
  );

  app.post(
    "/v1/chat/chat",
    {
      schema: {
        tags: ["chat"],
        security: signedIn,
        summary: "Send a message and wait for the whole reply",
        body: SendMessageRequest,
        response: { 200: envelopeOf(ChatExchange) },
      },
    },
    async (request) => {
      const turn = await prepareSend(contextOf(request), request.body);
      const { reply, userMessage } = await completeTurn(request, turn);
      return ok({ userMessage: userMessage!, reply });
    },
  );

  for (const path of ["/v2/chat/regenerateStreamChat", "/v1/chat/regenerateStreamChat"]) {
    app.post(
      path,
      {
        schema: {
          tags: ["chat"],
          security: signedIn,
          summary: "Stream a new swipe of a reply (earlier swipes kept; later messages cleared)",
          body: RegenerateRequest,
        },
      },
      async (request, reply) =>
        streamTurn(request, reply, await prepareRegenerate(contextOf(request), request.body)),
    );
  }

  app.post(
    "/v2/chat/continueStreamChat",
    {
      schema: {
        tags: ["chat"],
        security: signedIn,
        summary:
          "Stream more of the latest reply: the shown swipe is extended (done carries the whole message)",
        body: RegenerateRequest,
      },
    },
    async (request, reply) =>
      streamTurn(request, reply, await prepareContinue(contextOf(request), request.body)),
  );

  app.post(
    "/v1/chat/regenerateChat",
    {
      schema: {
        tags: ["chat"],
        security: signedIn,
        summary: "A new swipe of a reply, without streaming",
        body: RegenerateRequest,
        response: { 200: envelopeOf(ChatMessage) },
      },
    },
    async (request) =>
      ok((await completeTurn(request, await prepareRegenerate(contextOf(request), request.body))).reply),
  );

  for (const path of ["/v2/chat/chooseMessage", "/v1/chat/chooseMessage"]) {
    app.post(
      path,
      {
        schema: {
          tags: ["chat"],
          security: signedIn,
          summary: "Show another swipe of the latest reply",
          body: ChooseMessageRequest,
          response: { 200: envelopeOf(ChatMessage) },
        },
      },
      async (request) => ok(await chooseMessage(contextOf(request), request.body)),
    );
  }

  app.post(
    "/v1/chat/chatHistory",
    {
      schema: {
        tags: ["chat"],
        security: signedIn,
        summary: "Older messages of a dialogue, newest first",
        body: ChatHistoryRequest,
        response: { 200: envelopeOf(ChatHistoryPage) },
      },
    },
    async (request) => ok(await chatHistory(contextOf(request), request.body)),
  );

  app.get(
    "/v1/chat/chatHistoryCount",
    {
      schema: {
        tags: ["chat"],
        security: signedIn,
        summary: "How many messages a dialogue holds",
        querystring: DialogueIdQuery,
        response: { 200: envelopeOf(z.number().int()) },
      },
    },
    async (request) => ok(await chatHistoryCount(contextOf(request), Number(request.query.dialogueId))),
  );
};
