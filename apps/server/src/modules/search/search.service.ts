import type { SearchBotsPage, SearchBotsRequest } from "@fable/contract";
import { searchKey } from "@fable/contract";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { Transaction } from "../../db/client.ts";
import { isListed } from "../../policies/bot.policy.ts";
import { bots } from "../bots/bots.schema.ts";
import { botListColumns, toBotListRecord } from "../bots/index.ts";
import { users } from "../users/users.schema.ts";
import { rememberSearch } from "./search-history.service.ts";
import {
  allowAllScans,
  matchesSearch,
  matchesWords,
  matchScore,
  namedExactly,
  nameTier,
  useSearchThreshold,
} from "./search-match.ts";

/**
 * POST /ai/roleInfo/queryBotByNameV2: listed bots matching the text, best first — the name or
 * character name exactly, then names starting with it, then by how well the text matches the names
 * (typos included), ties by chats and id; of a common text, the 200 most chatted matches are
 * ranked (see RANKED_POPULAR_MATCHES). A text with nothing left after normalising finds nothing.
 * A submitted search (isNeedSaveSearchRecord) is remembered after it ran; only one that found a
 * bot counts towards the popular searches.
 */
export async function searchBots(ctx: ServiceContext, input: SearchBotsRequest): Promise<SearchBotsPage> {
  const query = searchKey(input.name);
  const paging = { query, page: input.page, limit: input.limit };
  if (!query) return { ...paging, list: [], total: 0, moreMatches: false };
  const { rows, total, moreMatches } = await ctx.db.transaction(async (tx) => {
    await useSearchThreshold(tx, { bitmapScansOnly: true });
    return findMatchingBots(tx, query, input.page, input.limit);
  });
  if (input.isNeedSaveSearchRecord) await rememberSearch(ctx, query, total > 0);
  const now = ctx.clock.now();
  return { ...paging, total, moreMatches, list: rows.map((row) => toBotListRecord(row, now)) };
}

/**
 * A text matching at most this many bots has all of them ranked. Found through the match indexes,
 * they cost a few microseconds each; past this, walking the popularity index is cheaper.
 */
export const FULLY_RANKED_MATCHES = 1000;
/**
 * Of a text matching more bots (a common word: "the", a role every tenth bot plays), the most
 * chatted this many are ranked: ranking tens of thousands costs a similarity each, and readers
 * look at the first pages. Bots named exactly as searched are ranked whatever their chats.
 */
export const RANKED_POPULAR_MATCHES = 200;
/** Exact name matches ranked beside the popular ones (names are not unique). */
const EXACT_NAME_MATCHES = 50;

/**
 * Typos are looked for only when the words as typed find fewer bots than this: a trigram
 * comparison costs several times a full-text one, and "luna" should not also rank every "lunar".
 */
const FUZZY_BELOW = 20;

async function findMatchingBots(tx: Transaction, query: string, page: number, limit: number) {
  let matching = and(isListed, matchesWords(query));
  let all = await findAllMatches(tx, matching);
  if (all && all.length < FUZZY_BELOW) {
    matching = and(isListed, matchesSearch(query));
    all = await findAllMatches(tx, matching);
  }
  // Ranking looks candidates up by id; the popular path walks the popularity index.
  await allowAllScans(tx);
  const candidates = all
    ? sql`select unnest(${`{${all.join(",")}}`}::bigint[])`
    : sql`(${tx
        .select({ id: bots.id })
        .from(bots)
        .where(matching)
        .orderBy(desc(bots.chats), desc(bots.likes), asc(bots.id))
        .limit(RANKED_POPULAR_MATCHES)}) union (${tx
        .select({ id: bots.id })
        .from(bots)
        .where(and(isListed, namedExactly(query)))
        .limit(EXACT_NAME_MATCHES)})`;
  const rows = await rankPage(tx, query, candidates, page, limit);
  const moreMatches = all === null;
  if (rows.length > 0) return { rows, total: Number(rows[0]!.total), moreMatches };
  // Past the last page the window count has no row to ride on.
  if (page === 1) return { rows, total: 0, moreMatches };
  const [counted] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(sql`(${candidates}) as candidates`);
  return { rows, total: Number(counted?.total ?? 0), moreMatches };
}

/**
 * The ids of every match when there are at most FULLY_RANKED_MATCHES, else null. Read through the
 * match indexes only (the transaction allows bitmap scans only until allowAllScans): the planner's
 * guess of how common a trigram match is can be far off, and a walk of the popularity index for a
 * rare text reads most of the table.
 */
async function findAllMatches(tx: Transaction, matching: SQL | undefined): Promise<number[] | null> {
  const rows = await tx
    .select({ id: bots.id })
    .from(bots)
    .where(matching)
    .limit(FULLY_RANKED_MATCHES + 1);
  return rows.length > FULLY_RANKED_MATCHES ? null : rows.map((row) => row.id);
}

/** One page of the candidates, best first, with how many candidates there are. */
async function rankPage(tx: Transaction, query: string, candidates: SQL, page: number, limit: number) {
  // Ranked on bots alone; only the page's rows are joined to their creators. count(*) over ()
  // counts the candidates in the same pass.
  const ranked = tx.$with("ranked").as(
    tx
      .select({
        id: bots.id,
        tier: nameTier(query).as("tier"),
        score: matchScore(query).as("score"),
        chats: sql<number>`${bots.chats}`.as("ranked_chats"),
        total: sql<string>`count(*) over ()`.as("total"),
      })
      .from(bots)
      .where(sql`${bots.id} in (${candidates})`)
      .orderBy(sql`tier`, sql`score desc`, sql`ranked_chats desc`, asc(bots.id))
      .limit(limit)
      .offset((page - 1) * limit),
  );
  return tx
    .with(ranked)
    .select({ ...botListColumns, total: ranked.total })
    .from(ranked)
    .innerJoin(bots, eq(bots.id, ranked.id))
    .innerJoin(users, eq(users.id, bots.creatorId))
    .orderBy(ranked.tier, desc(ranked.score), desc(ranked.chats), asc(bots.id));
}
