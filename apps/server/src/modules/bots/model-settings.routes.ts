import { botRoutes } from "@fable/contract/routes/bots";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { botModelBounds, botModelScene, pinBotModelScene } from "./model-settings.service.ts";

/** A bot's model: the bounds its creator's overrides live within, and the scene an admin pins it to. */
export async function modelSettingsRoutes(app: FastifyInstance) {
  serve(app, botRoutes.botModelBounds, (ctx, { query }) =>
    botModelBounds(ctx, query.botId === undefined ? undefined : Number(query.botId)),
  );
  serve(app, botRoutes.botModelScene, (ctx, { query }) => botModelScene(ctx, Number(query.botId)));
  serve(app, botRoutes.pinBotModelScene, (ctx, { body }) => pinBotModelScene(ctx, body));
}
