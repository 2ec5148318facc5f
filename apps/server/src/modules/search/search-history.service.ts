import { createHash } from "node:crypto";
import type { BotSearchRecord, ClearedRecentSearches, RecentSearch } from "@fable/contract";
import { LIMITS, ResponseCode, SEARCH_LIMITS } from "@fable/contract";
import { and, asc, desc, eq, notInArray, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { isListed } from "../../policies/bot.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { botSearchRecords, recentSearches, searchCounts, searchSearchers } from "./search.schema.ts";

const newestFirst = [desc(recentSearches.searchedAt), asc(recentSearches.query)];

/**
 * A submitted search: it becomes the signed-in user's newest recent search, of which only the
 * newest 6 are kept, and when it found a bot it counts towards the popular searches, once per
 * searcher (see countSearcher). One transaction, so neither is ever half written.
 */
export async function rememberSearch(ctx: ServiceContext, query: string, found: boolean): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (found) await countSearcher(tx, searcherOf(ctx), query, now);
    if (ctx.userId === null) return;
    const userId = ctx.userId;
    await tx
      .insert(recentSearches)
      .values({ userId, query, searchedAt: now })
      .onConflictDoUpdate({
        target: [recentSearches.userId, recentSearches.query],
        set: { searchedAt: now },
      });
    // Two searches of one user committing at the same moment may leave a seventh row until the
    // next search trims it; the list below never shows more than 6.
    const kept = tx
      .select({ query: recentSearches.query })
      .from(recentSearches)
      .where(eq(recentSearches.userId, userId))
      .orderBy(...newestFirst)
      .limit(SEARCH_LIMITS.recentSearches);
    await tx
      .delete(recentSearches)
      .where(and(eq(recentSearches.userId, userId), notInArray(recentSearches.query, kept)));
  });
}

/**
 * Who searched, as popularity counts them: a signed-in user by id; a visitor by a hash of their
 * address, so that the address itself is not stored and reloading the page is not a new searcher.
 * People behind one address count once, which only makes a text slower to become popular.
 */
function searcherOf(ctx: ServiceContext): string {
  if (ctx.userId !== null) return `user:${ctx.userId}`;
  return `visitor:${createHash("sha256").update(`fable-search:${ctx.ip}`).digest("hex")}`;
}

/** Adds the searcher to the text's searchers; the count grows only the first time they search it. */
async function countSearcher(tx: Transaction, searcher: string, query: string, now: Date) {
  await tx
    .insert(searchCounts)
    .values({ query, count: 0, lastSearchedAt: now })
    .onConflictDoUpdate({ target: searchCounts.query, set: { lastSearchedAt: now } });
  const added = await tx
    .insert(searchSearchers)
    .values({ query, searcher })
    .onConflictDoNothing()
    .returning({ query: searchSearchers.query });
  if (added.length === 0) return;
  await tx
    .update(searchCounts)
    // Capped before adding, so the integer column never overflows.
    .set({ count: sql`least(${searchCounts.count}, ${LIMITS.integerMax - 1}) + 1` })
    .where(eq(searchCounts.query, query));
}

/** GET /ai/roleInfo/recent/search: the signed-in user's newest searches; a visitor has none. */
export async function listRecentSearches(ctx: ServiceContext): Promise<RecentSearch[]> {
  if (ctx.userId === null) return [];
  const rows = await ctx.db
    .select({ query: recentSearches.query, searchedAt: recentSearches.searchedAt })
    .from(recentSearches)
    .where(eq(recentSearches.userId, ctx.userId))
    .orderBy(...newestFirst)
    .limit(SEARCH_LIMITS.recentSearches);
  return rows.map((row) => ({ query: row.query, searchedAt: row.searchedAt.toISOString() }));
}

/** GET /ai/roleInfo/clearAll/recent/search. */
export async function clearRecentSearches(ctx: UserContext): Promise<ClearedRecentSearches> {
  const removed = await ctx.db
    .delete(recentSearches)
    .where(eq(recentSearches.userId, ctx.userId))
    .returning({ query: recentSearches.query });
  return { cleared: removed.length };
}

/**
 * POST /ai/roleInfo/save/bot/search/record: the user opened this bot from search results. Only
 * bots search can show (listed ones) are recorded; opening one again moves its time.
 */
export async function saveBotSearchRecord(ctx: UserContext, botId: number): Promise<BotSearchRecord> {
  const [bot] = await ctx.db
    .select({ id: bots.id })
    .from(bots)
    .where(and(eq(bots.id, botId), isListed));
  if (!bot) throw new AppError(ResponseCode.BOT_UNAVAILABLE, "CharacterMessages.botNotFound");
  const openedAt = ctx.clock.now();
  await ctx.db
    .insert(botSearchRecords)
    .values({ userId: ctx.userId, botId: bot.id, openedAt })
    .onConflictDoUpdate({ target: [botSearchRecords.userId, botSearchRecords.botId], set: { openedAt } });
  return { botId: String(bot.id), openedAt: openedAt.toISOString() };
}
