import { botRoutes } from "@fable/contract/routes/bots";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { getBotDetail } from "./bot-detail.service.ts";
import { queryBots, SORT_OPTIONS } from "./catalog.service.ts";
import { listCategories } from "./categories.service.ts";

export async function botsRoutes(app: FastifyInstance) {
  serve(app, botRoutes.getBotCategory, (ctx) => listCategories(ctx));
  serve(app, botRoutes.getSortTypes, () => SORT_OPTIONS);
  serve(app, botRoutes.queryBotInfo, (ctx, { body }) => queryBots(ctx, body));
  serve(app, botRoutes.getBotInfo, (ctx, { query }) => getBotDetail(ctx, Number(query.botId)));
}
