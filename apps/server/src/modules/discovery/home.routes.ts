import { envelopeOf, HomeContent } from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import { getHomeContent } from "./home.service.ts";

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
    async (request) => ok(await getHomeContent(contextOf(request))),
  );
};
