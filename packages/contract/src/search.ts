import { z } from "zod";
import { BotListRecord } from "./catalog.ts";
import { BotIdQuery } from "./character.ts";
import { LIMITS } from "./limits.ts";

export { normalizeSearchText, searchKey } from "./search-text.ts";

/** Limits of the search calls (the popper shows 6 recent and 6 popular searches, spec §2). */
export const SEARCH_LIMITS = {
  /** Longer texts are not names or tags anyone types; they only make trigram matching slow. */
  textMax: 100,
  pageMax: 50,
  recentSearches: 6,
  popularSearches: 10,
  /** Most-liked and trending lists of the search page. */
  botList: 10,
} as const;

export const SearchMessages = {
  textTooLong: `Search text must be at most ${SEARCH_LIMITS.textMax} characters`,
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

/** One of the most searched texts (GET /ai/roleInfo/popular/search). */
export const PopularSearch = z.object({
  query: z.string(),
  count: z.number().int(),
});
export type PopularSearch = z.infer<typeof PopularSearch>;

/** POST /ai/roleInfo/save/bot/search/record: the user opened this bot from search results. */
export const SaveBotSearchRecordRequest = BotIdQuery;
export type SaveBotSearchRecordRequest = z.infer<typeof SaveBotSearchRecordRequest>;

export const BotSearchRecord = z.object({
  botId: z.string(),
  openedAt: z.string(),
});
export type BotSearchRecord = z.infer<typeof BotSearchRecord>;
