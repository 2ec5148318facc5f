import { visitorChatRoutes as routes } from "@fable/contract/routes/visitor-chat";
import type { FastifyInstance } from "fastify";
import { byIp, type RateRule } from "../../../plugins/rate-limit.ts";
import { serve } from "../../../routing/serve-route.ts";
import { streamReplyEvents } from "../turns/event-stream.ts";
import { adoptVisitorChat, prepareVisitorTurn, visitorAllowance } from "./visitor-chat.service.ts";

/**
 * Visitors chat a little before signing in; their chat carries over when they do
 * (docs/product.md#visitor-chat).
 */
export async function visitorChatRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  // The same per-minute pace as an account's messages, counted per address; QUOTAS=off lifts it.
  const perMinute: RateRule = {
    name: "visitor-chat-ip",
    limit: config.MESSAGES_PER_MINUTE,
    windowMs: 60_000,
    key: (request) => (config.QUOTAS === "off" ? undefined : byIp(request)),
  };
  serve(
    app,
    routes.previewChat,
    async (ctx, { body }, { request, reply }) =>
      streamReplyEvents(request, reply, (await prepareVisitorTurn(ctx, body)).run),
    { config: { rateLimits: [perMinute] } },
  );
  serve(app, routes.allowance, (ctx) => visitorAllowance(ctx));
  serve(app, routes.adopt, (ctx, { body }) => adoptVisitorChat(ctx, body));
}
