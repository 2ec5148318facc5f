import { BotRecord, envelopeOf, Recorded, TrackingBatch, UserAction, UserEventRecord } from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import { byIp } from "../../plugins/rate-limit.ts";
import { requireUserId } from "../auth/sessions.service.ts";
import { record, recordEvents } from "./tracking.service.ts";

// A web app sends about one batch a second per tab; this leaves room for a few tabs, not a flood.
const trackingLimit = { rateLimits: [{ name: "tracking-ip", limit: 300, windowMs: 60_000, key: byIp }] };
const schemaOf = <T>(summary: string, body: T) => ({
  tags: ["tracking"],
  summary,
  body,
  response: { 200: envelopeOf(Recorded) },
});

/** Tracking (docs/product.md#tracking): append-only, never read on a user's request path. */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/event",
    {
      config: trackingLimit,
      schema: schemaOf("Record a batch of tracking events (and visits)", TrackingBatch),
    },
    async (request) => ok(await recordEvents(contextOf(request), request.body.events)),
  );

  app.post(
    "/user/event/record/add",
    { config: trackingLimit, schema: schemaOf("Record something the signed-in user did", UserEventRecord) },
    async (request) => {
      const ctx = contextOf(request);
      requireUserId(ctx);
      const { eventName, botId, properties } = request.body;
      return ok(await record(ctx, [{ kind: "user_event", name: eventName, botId, payload: { properties } }]));
    },
  );

  app.post(
    "/user/bot/record/add",
    {
      config: trackingLimit,
      schema: schemaOf("Record a bot card shown to or opened by the user", BotRecord),
    },
    async (request) => {
      const { botId, type } = request.body;
      return ok(await record(contextOf(request), [{ kind: "bot_record", name: type, botId, payload: {} }]));
    },
  );

  app.post(
    "/user-action",
    { config: trackingLimit, schema: schemaOf("Record a visit through a share link", UserAction) },
    async (request) => {
      const { botId, tag, type, userId } = request.body;
      return ok(
        await record(contextOf(request), [
          { kind: "visit", name: type, botId, payload: { tag, sharedBy: userId ?? null } },
        ]),
      );
    },
  );
};
