import { z } from "zod";
import { BotListRecord } from "../catalog.ts";
import {
  BotSearchRecord,
  ClearedRecentSearches,
  PopularSearch,
  PopularSearchVisibility,
  RecentSearch,
  ReviewedPopularSearch,
  SaveBotSearchRecordRequest,
  SearchBotsPage,
  SearchBotsRequest,
} from "../search.ts";
import { defineRoute } from "./define.ts";

/**
 * The search calls (docs/product.md#search-text): the search itself, recent and popular searches, most
 * liked and trending, and the reviewers' view of popular searches.
 */
export const searchRoutes = {
  searchBots: defineRoute({
    method: "POST",
    path: "/ai/roleInfo/queryBotByNameV2",
    access: "public",
    tag: "search",
    summary: "Listed bots matching a text by name, character name, intro or tags, best first",
    body: SearchBotsRequest,
    result: SearchBotsPage,
  }),
  recentSearches: defineRoute({
    method: "GET",
    path: "/ai/roleInfo/recent/search",
    access: "public",
    tag: "search",
    summary: "Your 6 newest searches, newest first (none for visitors)",
    result: z.array(RecentSearch),
  }),
  clearRecentSearches: defineRoute({
    method: "GET",
    path: "/ai/roleInfo/clearAll/recent/search",
    access: "user",
    tag: "search",
    summary: "Forget your recent searches",
    result: ClearedRecentSearches,
  }),
  saveBotSearchRecord: defineRoute({
    method: "POST",
    path: "/ai/roleInfo/save/bot/search/record",
    access: "user",
    tag: "search",
    summary: "Record that you opened a bot from search results",
    body: SaveBotSearchRecordRequest,
    result: BotSearchRecord,
  }),
  popularSearches: defineRoute({
    method: "GET",
    path: "/ai/roleInfo/popular/search",
    access: "public",
    tag: "search",
    summary: "The 10 texts the most different people searched that still find a bot",
    result: z.array(PopularSearch),
  }),
  reviewPopularSearches: defineRoute({
    method: "GET",
    path: "/admin/review/popularSearches",
    access: "reviewer",
    tag: "review",
    summary: "Reviewers: the most searched texts with their searchers, hidden ones included",
    result: z.array(ReviewedPopularSearch),
  }),
  hidePopularSearch: defineRoute({
    method: "POST",
    path: "/admin/review/popularSearches/hide",
    access: "reviewer",
    tag: "review",
    summary: "Reviewers: hide a searched text from Popular searches, or show it again",
    body: PopularSearchVisibility,
    result: ReviewedPopularSearch,
  }),
  mostLiked: defineRoute({
    method: "GET",
    path: "/ai/roleInfo/most/likes",
    access: "public",
    tag: "search",
    summary: "The 10 most liked listed bots",
    result: z.array(BotListRecord),
  }),
  trending: defineRoute({
    method: "GET",
    path: "/ai/roleInfo/trending",
    access: "public",
    tag: "search",
    summary: "The 10 listed bots with the most chats started in the last 7 days",
    result: z.array(BotListRecord),
  }),
} as const;
