import { chatSettingsRoutes as routes } from "@fable/contract/routes/chat-settings";
import type { FastifyInstance } from "fastify";
import { serve } from "../../../routing/serve-route.ts";
import { dailyUsage, minuteChatCount } from "../turns/quotas.ts";
import { setLike } from "./likes.service.ts";
import { chooseModelScene, modelSceneInfo } from "./model-choice.ts";
import { setNsfw } from "./nsfw.service.ts";

/** Quota counters, the model that answers, adult content and likes. */
export async function chatSettingsRoutes(app: FastifyInstance) {
  serve(app, routes.minuteChatCount, (ctx) => minuteChatCount(ctx, ctx.userId));
  serve(app, routes.regenerationCount, (ctx) => dailyUsage(ctx, ctx.userId, "regeneration"));
  serve(app, routes.editCount, (ctx) => dailyUsage(ctx, ctx.userId, "edit"));
  serve(app, routes.suggestionCount, (ctx) => dailyUsage(ctx, ctx.userId, "suggestion"));
  serve(app, routes.modelScenes, (ctx) => modelSceneInfo(ctx, ctx.userId));
  serve(app, routes.chooseModelScene, (ctx, { body }) => chooseModelScene(ctx, ctx.userId, body.sceneId));
  serve(app, routes.setNsfw, (ctx, { body }) => setNsfw(ctx, body));
  serve(app, routes.like, (ctx, { query }) => setLike(ctx, Number(query.botId), true));
  serve(app, routes.cancelLike, (ctx, { query }) => setLike(ctx, Number(query.botId), false));
}
