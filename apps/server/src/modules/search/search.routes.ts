import {
  BotListRecord,
  BotSearchRecord,
  ClearedRecentSearches,
  envelopeOf,
  PopularSearch,
  PopularSearchVisibility,
  RecentSearch,
  ReviewedPopularSearch,
  SaveBotSearchRecordRequest,
  SearchBotsPage,
  SearchBotsRequest,
} from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import { listMostLiked, listTrending } from "./bot-lists.service.ts";
import {
  listPopularSearches,
  listPopularSearchesForReview,
  setPopularSearchHidden,
} from "./popular-searches.service.ts";
import { searchBots } from "./search.service.ts";
import { clearRecentSearches, listRecentSearches, saveBotSearchRecord } from "./search-history.service.ts";

const tags = ["search"];
const signedIn = [{ bearer: [] }];

/**
 * The search calls (docs/product.md#search-text): the search itself, recent and popular searches, most liked
 * and trending.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/ai/roleInfo/queryBotByNameV2",
    {
      schema: {
        tags,
        summary: "Listed bots matching a text by name, character name, intro or tags, best first",
        body: SearchBotsRequest,
        response: { 200: envelopeOf(SearchBotsPage) },
      },
    },
    async (request) => ok(await searchBots(contextOf(request), request.body)),
  );

  app.get(
    "/ai/roleInfo/recent/search",
    {
      schema: {
        tags,
        summary: "Your 6 newest searches, newest first (none for visitors)",
        response: { 200: envelopeOf(z.array(RecentSearch)) },
      },
    },
    async (request) => ok(await listRecentSearches(contextOf(request))),
  );

  app.get(
    "/ai/roleInfo/clearAll/recent/search",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Forget your recent searches",
        response: { 200: envelopeOf(ClearedRecentSearches) },
      },
    },
    async (request) => ok(await clearRecentSearches(contextOf(request))),
  );

  app.post(
    "/ai/roleInfo/save/bot/search/record",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Record that you opened a bot from search results",
        body: SaveBotSearchRecordRequest,
        response: { 200: envelopeOf(BotSearchRecord) },
      },
    },
    async (request) => ok(await saveBotSearchRecord(contextOf(request), Number(request.body.botId))),
  );

  app.get(
    "/ai/roleInfo/popular/search",
    {
      schema: {
        tags,
        summary: "The 10 texts the most different people searched that still find a bot",
        response: { 200: envelopeOf(z.array(PopularSearch)) },
      },
    },
    async (request) => ok(await listPopularSearches(contextOf(request))),
  );

  app.get(
    "/admin/review/popularSearches",
    {
      schema: {
        tags: ["review"],
        security: signedIn,
        summary: "Reviewers: the most searched texts with their searchers, hidden ones included",
        response: { 200: envelopeOf(z.array(ReviewedPopularSearch)) },
      },
    },
    async (request) => ok(await listPopularSearchesForReview(contextOf(request))),
  );

  app.post(
    "/admin/review/popularSearches/hide",
    {
      schema: {
        tags: ["review"],
        security: signedIn,
        summary: "Reviewers: hide a searched text from Popular searches, or show it again",
        body: PopularSearchVisibility,
        response: { 200: envelopeOf(ReviewedPopularSearch) },
      },
    },
    async (request) => ok(await setPopularSearchHidden(contextOf(request), request.body)),
  );

  app.get(
    "/ai/roleInfo/most/likes",
    {
      schema: {
        tags,
        summary: "The 10 most liked listed bots",
        response: { 200: envelopeOf(z.array(BotListRecord)) },
      },
    },
    async (request) => ok(await listMostLiked(contextOf(request))),
  );

  app.get(
    "/ai/roleInfo/trending",
    {
      schema: {
        tags,
        summary: "The 10 listed bots with the most chats started in the last 7 days",
        response: { 200: envelopeOf(z.array(BotListRecord)) },
      },
    },
    async (request) => ok(await listTrending(contextOf(request))),
  );
};
