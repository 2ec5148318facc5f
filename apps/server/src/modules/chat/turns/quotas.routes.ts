import { quotaRoutes as routes } from "@fable/contract/routes/quotas";
import type { FastifyInstance } from "fastify";
import { serve } from "../../../routing/serve-route.ts";
import { dailyUsage, minuteChatCount } from "./quotas.ts";

/** What is left of the caller's chat quotas. */
export async function quotaRoutes(app: FastifyInstance) {
  serve(app, routes.minuteChatCount, (ctx) => minuteChatCount(ctx, ctx.userId));
  serve(app, routes.regenerationCount, (ctx) => dailyUsage(ctx, ctx.userId, "regeneration"));
  serve(app, routes.editCount, (ctx) => dailyUsage(ctx, ctx.userId, "edit"));
  serve(app, routes.suggestionCount, (ctx) => dailyUsage(ctx, ctx.userId, "suggestion"));
}
