import {
  BotDetail,
  BotIdQuery,
  BotListPage,
  Category,
  envelopeOf,
  QueryBotInfoRequest,
  SortOption,
} from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import { getBotDetail } from "./bot-detail.service.ts";
import { queryBots, SORT_OPTIONS } from "./catalog.service.ts";
import { listCategories } from "./categories.service.ts";

export const botsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/ai/roleInfo/getBotCategory",
    {
      schema: {
        tags: ["bots"],
        summary: "Categories of the catalogue, in display order",
        response: { 200: envelopeOf(z.array(Category)) },
      },
    },
    async (request) => ok(await listCategories(contextOf(request))),
  );

  app.get(
    "/ai/roleInfo/bot-sort-type",
    {
      schema: {
        tags: ["bots"],
        summary: "Sort orders of the category page",
        response: { 200: envelopeOf(z.array(SortOption)) },
      },
    },
    async () => ok(SORT_OPTIONS),
  );

  app.post(
    "/ai/roleInfo/queryBotInfo",
    {
      schema: {
        tags: ["bots"],
        summary: "One page of public bots, optionally in one category",
        body: QueryBotInfoRequest,
        response: { 200: envelopeOf(BotListPage) },
      },
    },
    async (request) => ok(await queryBots(contextOf(request), request.body)),
  );

  app.get(
    "/ai/roleInfo/getBotInfo",
    {
      schema: {
        tags: ["bots"],
        summary: "One bot for its profile and chat; the definition only for its creator or when shown",
        querystring: BotIdQuery,
        response: { 200: envelopeOf(BotDetail) },
      },
    },
    async (request) => ok(await getBotDetail(contextOf(request), Number(request.query.botId))),
  );
};
