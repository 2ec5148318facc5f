import {
  Activity,
  ActivityDetailQuery,
  BotCard,
  BotRecommendQuery,
  envelopeOf,
  HomeContent,
} from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../context.ts";
import { ok, sendJsonText } from "../../plugins/envelope.ts";
import { activityDetail } from "./activities.service.ts";
import { botRecommendations, getHomeContent, visitorHomeJson } from "./home.service.ts";

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/homePage/getContent",
    {
      schema: {
        tags: ["discovery"],
        summary: "Home page sections: For You, trends, creators, novels, activities",
        response: { 200: envelopeOf(HomeContent) },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      if (ctx.userId === null) return sendJsonText(reply, await visitorHomeJson(ctx));
      return ok(await getHomeContent(ctx));
    },
  );

  app.get(
    "/homePage/getActivityDetail",
    {
      schema: {
        tags: ["discovery"],
        summary: "An activity: markdown description, its bots and counts",
        querystring: ActivityDetailQuery,
        response: { 200: envelopeOf(Activity) },
      },
    },
    async (request) => ok(await activityDetail(contextOf(request), request.query.activityId)),
  );

  app.get(
    "/recommend/bot_recommend",
    {
      schema: {
        tags: ["discovery"],
        summary: "Bots recommended for the reader (by chats, or by likes with likeType=1)",
        querystring: BotRecommendQuery,
        response: { 200: envelopeOf(z.array(BotCard)) },
      },
    },
    async (request) => ok(await botRecommendations(contextOf(request), request.query.likeType)),
  );
};
