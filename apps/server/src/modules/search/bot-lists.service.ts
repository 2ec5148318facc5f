import type { BotListRecord } from "@fable/contract";
import { SEARCH_LIMITS } from "@fable/contract";
import { and, asc, desc, eq, gt, gte, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { utcDay } from "../../lib/utc-day.ts";
import { isListed } from "../../policies/bot.policy.ts";
import { bots } from "../bots/bots.schema.ts";
import { botListColumns, toBotListRecord } from "../bots/index.ts";
import { botActivityDaily } from "../discovery/discovery.schema.ts";
import { users } from "../users/users.schema.ts";

/** The trending window of the search page: the last 7 UTC days, today included. */
const TRENDING_DAYS = 7;

/** GET /ai/roleInfo/most/likes: the listed bots with the most likes; bots nobody liked are not "most liked". */
export async function listMostLiked(ctx: ServiceContext): Promise<BotListRecord[]> {
  const rows = await ctx.db
    .select(botListColumns)
    .from(bots)
    .innerJoin(users, eq(users.id, bots.creatorId))
    .where(and(isListed, gt(bots.likes, 0)))
    .orderBy(desc(bots.likes), desc(bots.chats), asc(bots.id))
    .limit(SEARCH_LIMITS.botList);
  const now = ctx.clock.now();
  return rows.map((row) => toBotListRecord(row, now));
}

/**
 * GET /ai/roleInfo/trending: the listed bots with the most chats started over the last 7 days, from
 * the activity job's daily rows (ties by messages, then id). No activity, no trending bots.
 */
export async function listTrending(ctx: ServiceContext): Promise<BotListRecord[]> {
  const now = ctx.clock.now();
  const chats = sql<number>`sum(${botActivityDaily.chats})`;
  const messages = sql<number>`sum(${botActivityDaily.messages})`;
  const rows = await ctx.db
    .select(botListColumns)
    .from(botActivityDaily)
    .innerJoin(bots, eq(bots.id, botActivityDaily.botId))
    .innerJoin(users, eq(users.id, bots.creatorId))
    .where(and(gte(botActivityDaily.day, utcDay(now, -(TRENDING_DAYS - 1))), isListed))
    .groupBy(bots.id, users.id)
    .having(sql`${chats} > 0`)
    .orderBy(desc(chats), desc(messages), asc(bots.id))
    .limit(SEARCH_LIMITS.botList);
  return rows.map((row) => toBotListRecord(row, now));
}
