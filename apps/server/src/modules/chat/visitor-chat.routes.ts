import {
  AdoptVisitorChatRequest,
  DialogueInfo,
  envelopeOf,
  VisitorAllowance,
  VisitorChatRequest,
} from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import { byIp, type RateRule } from "../../plugins/rate-limit.ts";
import { streamReplyEvents } from "./event-stream.ts";
import { adoptVisitorChat, prepareVisitorTurn, visitorAllowance } from "./visitor-chat.service.ts";

/**
 * Visitors chat a little before signing in; their chat carries over when they do
 * (docs/product.md#visitor-chat).
 */
export const visitorChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  // The same per-minute pace as an account's messages, counted per address; QUOTAS=off lifts it.
  const perMinute: RateRule = {
    name: "visitor-chat-ip",
    limit: config.MESSAGES_PER_MINUTE,
    windowMs: 60_000,
    key: (request) => (config.QUOTAS === "off" ? undefined : byIp(request)),
  };

  app.post(
    "/v1/chat/preview/chat",
    {
      config: { rateLimits: [perMinute] },
      schema: {
        tags: ["chat"],
        summary:
          "A visitor's chat: the conversation so far (without the greeting, ending with the new message) in, the reply streamed out (text/event-stream: delta…, then done { content, messagesLeft } or error); nothing is stored. Past VISITOR_MESSAGES per chat or VISITOR_MESSAGES_PER_DAY per address: code 109",
        body: VisitorChatRequest,
      },
    },
    async (request, reply) => {
      const turn = await prepareVisitorTurn(contextOf(request), request.body);
      await streamReplyEvents(request, reply, turn.run);
    },
  );

  app.get(
    "/v1/chat/preview/allowance",
    {
      schema: {
        tags: ["chat"],
        summary: "How many messages a visitor may send per chat, and how many this address has left today",
        response: { 200: envelopeOf(VisitorAllowance) },
      },
    },
    async (request) => ok(await visitorAllowance(contextOf(request))),
  );

  app.post(
    "/v1/chat/visitor/adopt",
    {
      schema: {
        tags: ["chat"],
        security: [{ bearer: [] }],
        summary:
          "After signing in: the visitor's conversation (ending with the character's reply) becomes a new dialogue after the greeting",
        body: AdoptVisitorChatRequest,
        response: { 200: envelopeOf(DialogueInfo) },
      },
    },
    async (request) => ok(await adoptVisitorChat(contextOf(request), request.body)),
  );
};
