import { chatSettingsRoutes as routes } from "@fable/contract/routes/chat-settings";
import type { FastifyInstance } from "fastify";
import { serve } from "../../../routing/serve-route.ts";
import { chooseModelScene, modelSceneInfo } from "./model-choice.ts";
import { setNsfw } from "./nsfw.service.ts";

/** The caller's chat settings: the model that answers and adult content. */
export async function chatSettingsRoutes(app: FastifyInstance) {
  serve(app, routes.modelScenes, (ctx) => modelSceneInfo(ctx, ctx.userId));
  serve(app, routes.chooseModelScene, (ctx, { body }) => chooseModelScene(ctx, ctx.userId, body.sceneId));
  serve(app, routes.setNsfw, (ctx, { body }) => setNsfw(ctx, body));
}
