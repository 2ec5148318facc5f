import type { PopularSearch, PopularSearchVisibility, ReviewedPopularSearch } from "@fable/contract";
import { SEARCH_LIMITS } from "@fable/contract";
import { and, asc, desc, eq, gte, isNull } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { isFlagged } from "../../lib/word-filter.ts";
import { isListed } from "../../policies/bot.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { searchCounts } from "./search.schema.ts";
import { matchesSearch, useSearchThreshold } from "./search-match.ts";

/** How many of the most searched texts are looked at to find 10 that still find a bot. */
const CANDIDATES = SEARCH_LIMITS.popularSearches * 3;

const mostSearchedFirst = [
  desc(searchCounts.count),
  desc(searchCounts.lastSearchedAt),
  asc(searchCounts.query),
];

/**
 * GET /ai/roleInfo/popular/search: the texts the most different people searched (and found
 * something with), ties by the most recent. A popular search is shown to everyone, so a text is
 * offered only when enough different people searched it, no reviewer hid it, the moderation word
 * list does not flag it, and it still finds at least one listed bot (one that leads to an empty
 * page — its bot made private or rejected since — only wastes the click).
 */
export async function listPopularSearches(ctx: ServiceContext): Promise<PopularSearch[]> {
  return ctx.db.transaction(async (tx) => {
    await useSearchThreshold(tx);
    const candidates = await tx
      .select({ query: searchCounts.query, count: searchCounts.count })
      .from(searchCounts)
      .where(and(gte(searchCounts.count, SEARCH_LIMITS.popularMinSearchers), isNull(searchCounts.hiddenAt)))
      .orderBy(...mostSearchedFirst)
      .limit(CANDIDATES);
    const popular: PopularSearch[] = [];
    for (const candidate of candidates) {
      if (popular.length === SEARCH_LIMITS.popularSearches) break;
      if (isFlagged(candidate.query)) continue;
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

type CountRow = typeof searchCounts.$inferSelect;

function reviewed(row: CountRow): ReviewedPopularSearch {
  const hidden = row.hiddenAt !== null;
  const flagged = isFlagged(row.query);
  return {
    query: row.query,
    searchers: row.count,
    lastSearchedAt: row.lastSearchedAt.toISOString(),
    hidden,
    flagged,
    shown: !hidden && !flagged && row.count >= SEARCH_LIMITS.popularMinSearchers,
  };
}

/**
 * GET /admin/review/popularSearches: the most searched texts, hidden ones included, for reviewers (the
 * route's access lets only them in).
 */
export async function listPopularSearchesForReview(ctx: UserContext): Promise<ReviewedPopularSearch[]> {
  const rows = await ctx.db
    .select()
    .from(searchCounts)
    .orderBy(...mostSearchedFirst)
    .limit(SEARCH_LIMITS.popularReviewList);
  return rows.map(reviewed);
}

/** POST /admin/review/popularSearches/hide: a reviewer hides a text from Popular searches, or shows it again. */
export async function setPopularSearchHidden(
  ctx: UserContext,
  change: PopularSearchVisibility,
): Promise<ReviewedPopularSearch> {
  const [row] = await ctx.db
    .update(searchCounts)
    .set(
      change.hidden
        ? { hiddenAt: ctx.clock.now(), hiddenBy: ctx.userId }
        : { hiddenAt: null, hiddenBy: null },
    )
    .where(eq(searchCounts.query, change.query))
    .returning();
  if (!row) throw AppError.notFound("SearchMessages.popularSearchUnknown");
  return reviewed(row);
}
