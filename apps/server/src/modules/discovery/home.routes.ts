import { discoveryRoutes } from "@fable/contract/routes/discovery";
import type { FastifyInstance } from "fastify";
import { sendJsonText } from "../../plugins/envelope.ts";
import { serve } from "../../routing/serve-route.ts";
import { activityDetail } from "./activities.service.ts";
import { botRecommendations, getHomeContent, visitorHomeJson } from "./home.service.ts";

export async function homeRoutes(app: FastifyInstance) {
  // Every visitor sees the same home: its envelope is written as JSON once and sent as it is.
  serve(app, discoveryRoutes.homeContent, async (ctx, _input, { reply }) =>
    ctx.userId === null ? sendJsonText(reply, await visitorHomeJson(ctx)) : getHomeContent(ctx),
  );
  serve(app, discoveryRoutes.activityDetail, (ctx, { query }) => activityDetail(ctx, query.activityId));
  serve(app, discoveryRoutes.botRecommendations, (ctx, { query }) => botRecommendations(ctx, query.likeType));
}
