import { searchRoutes as routes } from "@fable/contract/routes/search";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { listMostLiked, listTrending } from "./bot-lists.service.ts";
import {
  listPopularSearches,
  listPopularSearchesForReview,
  setPopularSearchHidden,
} from "./popular-searches.service.ts";
import { searchBots } from "./search.service.ts";
import { clearRecentSearches, listRecentSearches, saveBotSearchRecord } from "./search-history.service.ts";

/**
 * The search calls (docs/product.md#search-text): the search itself, recent and popular searches, most liked
 * and trending.
 */
export async function searchRoutes(app: FastifyInstance) {
  serve(app, routes.searchBots, (ctx, { body }) => searchBots(ctx, body));
  serve(app, routes.recentSearches, (ctx) => listRecentSearches(ctx));
  serve(app, routes.clearRecentSearches, (ctx) => clearRecentSearches(ctx));
  serve(app, routes.saveBotSearchRecord, (ctx, { body }) => saveBotSearchRecord(ctx, Number(body.botId)));
  serve(app, routes.popularSearches, (ctx) => listPopularSearches(ctx));
  serve(app, routes.reviewPopularSearches, (ctx) => listPopularSearchesForReview(ctx));
  serve(app, routes.hidePopularSearch, (ctx, { body }) => setPopularSearchHidden(ctx, body));
  serve(app, routes.mostLiked, (ctx) => listMostLiked(ctx));
  serve(app, routes.trending, (ctx) => listTrending(ctx));
}
