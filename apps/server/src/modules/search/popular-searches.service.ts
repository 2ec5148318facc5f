import type { PopularSearch } from "@fable/contract";
import { SEARCH_LIMITS } from "@fable/contract";
import { and, asc, desc } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { isListed } from "../bots/bot-card.ts";
import { bots } from "../bots/bots.schema.ts";
import { searchCounts } from "./search.schema.ts";
import { matchesSearch, type Transaction, useSearchThreshold } from "./search-match.ts";

/** How many of the most searched texts are looked at to find 10 that still find a bot. */
const CANDIDATES = SEARCH_LIMITS.popularSearches * 3;

/**
 * GET /ai/roleInfo/popular/search: the texts searched most often, ties by the most recent.
 * Only texts that still find at least one listed bot are offered: a popular search is a suggestion
 * shown to everyone, and one that leads to an empty page (its bot made private or rejected since,
 * or a text that never found anything) only wastes the click.
 */
export async function listPopularSearches(ctx: ServiceContext): Promise<PopularSearch[]> {
  return ctx.db.transaction(async (tx) => {
    await useSearchThreshold(tx);
    const candidates = await tx
      .select({ query: searchCounts.query, count: searchCounts.count })
      .from(searchCounts)
      .orderBy(desc(searchCounts.count), desc(searchCounts.lastSearchedAt), asc(searchCounts.query))
      .limit(CANDIDATES);
    const popular: PopularSearch[] = [];
    for (const candidate of candidates) {
      if (popular.length === SEARCH_LIMITS.popularSearches) break;
      // One at a time: usually the first 10 all qualify, and each check is one index lookup.
      if (await findsListedBot(tx, candidate.query)) popular.push(candidate);
    }
    return popular;
  });
}

async function findsListedBot(tx: Transaction, query: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: bots.id })
    .from(bots)
    .where(and(isListed, matchesSearch(query)))
    .limit(1);
  return found !== undefined;
}
