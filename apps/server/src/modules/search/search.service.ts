import type { SearchBotsPage, SearchBotsRequest } from "@fable/contract";
import { searchKey } from "@fable/contract";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { isListed } from "../bots/bot-card.ts";
import { botListColumns, toBotListRecord } from "../bots/bot-list-record.ts";
import { bots } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";
import { rememberSearch } from "./search-history.service.ts";
import { matchesSearch, matchScore, nameTier, type Transaction, useSearchThreshold } from "./search-match.ts";

/**
 * POST /ai/roleInfo/queryBotByNameV2: listed bots matching the text, best first — the name or
 * character name exactly, then names starting with it, then by how well the text matches (typos
 * included), ties by chats and id. A text with nothing left after normalising finds nothing.
 * A submitted search (isNeedSaveSearchRecord) is remembered after it ran.
 */
export async function searchBots(ctx: ServiceContext, input: SearchBotsRequest): Promise<SearchBotsPage> {
  const query = searchKey(input.name);
  const paging = { query, page: input.page, limit: input.limit };
  if (!query) return { ...paging, list: [], total: 0 };
  const { rows, total } = await ctx.db.transaction(async (tx) => {
    await useSearchThreshold(tx);
    return findMatchingBots(tx, query, input.page, input.limit);
  });
  if (input.isNeedSaveSearchRecord) await rememberSearch(ctx, query);
  const now = ctx.clock.now();
  return { ...paging, total, list: rows.map((row) => toBotListRecord(row, now)) };
}

async function findMatchingBots(tx: Transaction, query: string, page: number, limit: number) {
  // The page is ranked on bots alone (index scans, then a top-N sort); only its rows are joined
  // to their creators. count(*) over () counts every match in the same pass.
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
      .where(and(isListed, matchesSearch(query)))
      .orderBy(sql`tier`, sql`score desc`, sql`ranked_chats desc`, asc(bots.id))
      .limit(limit)
      .offset((page - 1) * limit),
  );
  const rows = await tx
    .with(ranked)
    .select({ ...botListColumns, total: ranked.total })
    .from(ranked)
    .innerJoin(bots, eq(bots.id, ranked.id))
    .innerJoin(users, eq(users.id, bots.creatorId))
    .orderBy(ranked.tier, desc(ranked.score), desc(ranked.chats), asc(bots.id));
  if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
  // Past the last page the window count has no row to ride on.
  if (page === 1) return { rows, total: 0 };
  const [counted] = await tx
    .select({ total: count() })
    .from(bots)
    .where(and(isListed, matchesSearch(query)));
  return { rows, total: counted?.total ?? 0 };
}
