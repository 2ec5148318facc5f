import { trackingRoutes as routes } from "@fable/contract/routes/tracking";
import type { FastifyInstance } from "fastify";
import { byIp } from "../../plugins/rate-limit.ts";
import { serve } from "../../routing/serve-route.ts";
import { record, recordEvents } from "./tracking.service.ts";

// A web app sends about one batch a second per tab; this leaves room for a few tabs, not a flood.
const trackingLimit = {
  config: { rateLimits: [{ name: "tracking-ip", limit: 300, windowMs: 60_000, key: byIp }] },
};

/** Tracking (docs/product.md#tracking): append-only, never read on a user's request path. */
export async function trackingRoutes(app: FastifyInstance) {
  serve(app, routes.events, (ctx, { body }) => recordEvents(ctx, body.events), trackingLimit);
  serve(
    app,
    routes.userEvent,
    (ctx, { body: { eventName, botId, properties } }) =>
      record(ctx, [{ kind: "user_event", name: eventName, botId, payload: { properties } }]),
    trackingLimit,
  );
  serve(
    app,
    routes.botRecord,
    (ctx, { body: { botId, type } }) => record(ctx, [{ kind: "bot_record", name: type, botId, payload: {} }]),
    trackingLimit,
  );
  serve(
    app,
    routes.shareVisit,
    (ctx, { body: { botId, tag, type, userId } }) =>
      record(ctx, [{ kind: "visit", name: type, botId, payload: { tag, sharedBy: userId ?? null } }]),
    trackingLimit,
  );
}
