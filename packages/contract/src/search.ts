import { z } from "zod";
import { BotListRecord } from "./catalog.ts";
import { BotIdQuery } from "./character.ts";
import { LIMITS } from "./limits.ts";

export { normalizeSearchText, searchKey } from "./search-text.ts";

/**
 * Limits of the search calls (the popper shows 6 recent and 6 popular searches,
 * docs/product.md#search-popper).
 */
export const SEARCH_LIMITS = {
  /** Longer texts are not names or tags anyone types; they only make trigram matching slow. */
  textMax: 100,
  pageMax: 50,
  recentSearches: 6,
  popularSearches: 10,
  /**
   * A text is offered as a popular search only once this many different people searched it and
   * found something: one person (or a script) repeating a text cannot put it in front of everyone.
   */
  popularMinSearchers: 3,
  /** Entries a reviewer sees on the Popular searches tab. */
  popularReviewList: 50,
  /** Most-liked and trending lists of the search page. */
  botList: 10,
} as const;

export const SearchMessages = {
  textTooLong: `Search text must be at most ${SEARCH_LIMITS.textMax} characters`,
  popularSearchUnknown: "Nobody has searched this text",
} as const;

/** POST /ai/roleInfo/queryBotByNameV2. */
export const SearchBotsRequest = z.object({
  name: z.string().max(SEARCH_LIMITS.textMax, SearchMessages.textTooLong),
  /** True when the user submitted the search (Enter, a suggestion), false for live results while typing. */
  isNeedSaveSearchRecord: z.boolean().default(false),
  page: z.number().int().min(1).max(LIMITS.integerMax).default(1),
  limit: z.number().int().min(1).max(SEARCH_LIMITS.pageMax).default(LIMITS.categoryPageSize),
});
export type SearchBotsRequest = z.infer<typeof SearchBotsRequest>;

export const SearchBotsPage = z.object({
  /** The text actually searched for (normalised, lower-cased); empty when nothing was left to search. */
  query: z.string(),
  list: z.array(BotListRecord),
  page: z.number().int(),
  limit: z.number().int(),
  /** How many ranked results there are to page through. */
  total: z.number().int(),
  /**
   * True when the text matched more bots than are ranked (a common word): the results are the
   * most chatted of them, with exact names, and `total` counts those.
   */
  moreMatches: z.boolean(),
});
export type SearchBotsPage = z.infer<typeof SearchBotsPage>;

/** One of the signed-in user's recent searches (GET /ai/roleInfo/recent/search), newest first. */
export const RecentSearch = z.object({
  query: z.string(),
  searchedAt: z.string(),
});
export type RecentSearch = z.infer<typeof RecentSearch>;

/** GET /ai/roleInfo/clearAll/recent/search. */
export const ClearedRecentSearches = z.object({ cleared: z.number().int() });
export type ClearedRecentSearches = z.infer<typeof ClearedRecentSearches>;

/** One of the most searched texts (GET /ai/roleInfo/popular/search); `count` is how many people searched it. */
export const PopularSearch = z.object({
  query: z.string(),
  count: z.number().int(),
});
export type PopularSearch = z.infer<typeof PopularSearch>;

/** A searched text as reviewers see it (GET /admin/review/popularSearches), hidden ones included. */
export const ReviewedPopularSearch = z.object({
  query: z.string(),
  /** Different people who searched it and found something. */
  searchers: z.number().int(),
  lastSearchedAt: z.string(),
  hidden: z.boolean(),
  /** The moderation word list flags it: it is never shown, whatever a reviewer decides. */
  flagged: z.boolean(),
  /** Whether visitors see it now (enough searchers, not hidden, not flagged). */
  shown: z.boolean(),
});
export type ReviewedPopularSearch = z.infer<typeof ReviewedPopularSearch>;

/** POST /admin/review/popularSearches/hide: hide a searched text from Popular searches, or show it again. */
export const PopularSearchVisibility = z.object({
  query: z.string().min(1).max(SEARCH_LIMITS.textMax, SearchMessages.textTooLong),
  hidden: z.boolean(),
});
export type PopularSearchVisibility = z.infer<typeof PopularSearchVisibility>;

/** POST /ai/roleInfo/save/bot/search/record: the user opened this bot from search results. */
export const SaveBotSearchRecordRequest = BotIdQuery;
export type SaveBotSearchRecordRequest = z.infer<typeof SaveBotSearchRecordRequest>;

export const BotSearchRecord = z.object({
  botId: z.string(),
  openedAt: z.string(),
});
export type BotSearchRecord = z.infer<typeof BotSearchRecord>;
