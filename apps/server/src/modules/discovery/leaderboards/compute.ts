import { and, asc, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { DAY_MS } from "../../../lib/utc-day.ts";
import { isListed } from "../../../policies/bot.policy.ts";
import { botLikes, bots } from "../../bots/bots.schema.ts";
import { botReviews } from "../../reviews/reviews.schema.ts";
import { follows } from "../../social/social.schema.ts";
import { users } from "../../users/users.schema.ts";
import { rollUpActivity } from "../activity-rollup.ts";
import { botActivityDaily, leaderboardEntries, userActivityDaily } from "../discovery.schema.ts";
import { LEADERBOARD_TYPES, LeaderboardType, type Period, periodOf } from "./periods.ts";

export const LEADERBOARD_SIZE = 50;
/** Newcomer Spotlight: creators who registered within this many days (docs/product.md#leaderboards). */
const NEWCOMER_DAYS = 180;

/** Only people who take part in leaderboards (the privacy toggle) and still have an account. */
const takesPart = and(eq(users.privacy, true), isNull(users.removedAt));

interface Score {
  userId: number;
  increment: number;
}

/**
 * Each board's measure over its period. Creators are measured on their listed bots only.
 * - Creative Stars: chats started with the creator's bots in the last month.
 * - Newcomer Spotlight: the same, for creators registered within 180 days, counted since they
 *   joined (their whole time here), so a creator who joined late last month is not at a disadvantage.
 * - Fan Favorite: likes on the creator's bots plus new followers in the last month.
 * - Chat Legend: messages sent in the last week.
 * - Active Fabler: conversations started in the last week.
 * - Comment Master: bot reviews written in the last week.
 */
function scores(ctx: ServiceContext, type: LeaderboardType, period: Period): Promise<Score[]> {
  const inPeriod = (day: typeof botActivityDaily.day | typeof userActivityDaily.day) =>
    and(gte(day, period.from), lt(day, period.to));
  const periodStart = new Date(`${period.from}T00:00:00Z`);
  const periodEnd = new Date(`${period.to}T00:00:00Z`);
  switch (type) {
    case LeaderboardType.CREATIVE_STARS:
    case LeaderboardType.NEWCOMER_SPOTLIGHT: {
      const increment = sql<number>`sum(${botActivityDaily.chats})::int`;
      const newcomer = type === LeaderboardType.NEWCOMER_SPOTLIGHT;
      const joinedAfter = new Date(ctx.clock.now().getTime() - NEWCOMER_DAYS * DAY_MS);
      return ctx.db
        .select({ userId: users.id, increment })
        .from(botActivityDaily)
        .innerJoin(bots, and(eq(bots.id, botActivityDaily.botId), isListed))
        .innerJoin(users, eq(users.id, bots.creatorId))
        .where(
          and(
            takesPart,
            newcomer
              ? and(gte(users.createdAt, joinedAfter), lt(botActivityDaily.day, period.to))
              : inPeriod(botActivityDaily.day),
          ),
        )
        .groupBy(users.id)
        .having(sql`${increment} > 0`)
        .orderBy(desc(increment), asc(users.id))
        .limit(LEADERBOARD_SIZE);
    }
    case LeaderboardType.FAN_FAVORITE: {
      // Likes and new followers in the month, added up per creator.
      const likes = ctx.db
        .select({ userId: bots.creatorId, gained: sql<number>`count(*)::int`.as("gained") })
        .from(botLikes)
        .innerJoin(bots, and(eq(bots.id, botLikes.botId), isListed))
        .where(and(gte(botLikes.createdAt, periodStart), lt(botLikes.createdAt, periodEnd)))
        .groupBy(bots.creatorId);
      const followers = ctx.db
        .select({ userId: follows.followeeId, gained: sql<number>`count(*)::int`.as("gained") })
        .from(follows)
        .where(and(gte(follows.createdAt, periodStart), lt(follows.createdAt, periodEnd)))
        .groupBy(follows.followeeId);
      const gains = ctx.db.$with("gains").as(likes.unionAll(followers));
      const increment = sql<number>`sum(${gains.gained})::int`;
      return ctx.db
        .with(gains)
        .select({ userId: users.id, increment })
        .from(gains)
        .innerJoin(users, eq(users.id, gains.userId))
        .where(takesPart)
        .groupBy(users.id)
        .orderBy(desc(increment), asc(users.id))
        .limit(LEADERBOARD_SIZE);
    }
    case LeaderboardType.CHAT_LEGEND:
    case LeaderboardType.ACTIVE_FABLER: {
      const counted =
        type === LeaderboardType.CHAT_LEGEND ? userActivityDaily.messages : userActivityDaily.chats;
      const increment = sql<number>`sum(${counted})::int`;
      return ctx.db
        .select({ userId: users.id, increment })
        .from(userActivityDaily)
        .innerJoin(users, eq(users.id, userActivityDaily.userId))
        .where(and(takesPart, inPeriod(userActivityDaily.day)))
        .groupBy(users.id)
        .having(sql`${increment} > 0`)
        .orderBy(desc(increment), asc(users.id))
        .limit(LEADERBOARD_SIZE);
    }
    case LeaderboardType.COMMENT_MASTER: {
      const increment = sql<number>`count(*)::int`;
      return ctx.db
        .select({ userId: users.id, increment })
        .from(botReviews)
        .innerJoin(users, eq(users.id, botReviews.userId))
        .where(and(takesPart, gte(botReviews.createdAt, periodStart), lt(botReviews.createdAt, periodEnd)))
        .groupBy(users.id)
        .orderBy(desc(increment), asc(users.id))
        .limit(LEADERBOARD_SIZE);
    }
  }
}

/**
 * The leaderboard job: for every board whose current period has no snapshot yet, brings the daily
 * activity up to date and stores the top 50. A snapshot is written once per period, in one
 * transaction; a second instance doing the same at the same time writes nothing more (the rows'
 * key is the board, period and rank). Returns how many boards it computed.
 */
export async function computeDueLeaderboards(ctx: ServiceContext): Promise<number> {
  const now = ctx.clock.now();
  let computed = 0;
  let rolledUp = false;
  for (const type of LEADERBOARD_TYPES) {
    const period = periodOf(type, now);
    const [existing] = await ctx.db
      .select({ rank: leaderboardEntries.rank })
      .from(leaderboardEntries)
      .where(and(eq(leaderboardEntries.type, type), eq(leaderboardEntries.period, period.name)))
      .limit(1);
    if (existing) continue;
    if (!rolledUp) {
      await rollUpActivity(ctx);
      rolledUp = true;
    }
    await storeSnapshot(ctx, type, period);
    computed += 1;
  }
  return computed;
}

/** Computes and stores one board for one period (also used to recompute on demand). */
export async function storeSnapshot(ctx: ServiceContext, type: LeaderboardType, period: Period) {
  const rows = await scores(ctx, type, period);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(leaderboardEntries)
      .where(and(eq(leaderboardEntries.type, type), eq(leaderboardEntries.period, period.name)));
    // An empty board stores nothing, so the job looks again on its next run: activity rolled up
    // late can still fill it.
    if (rows.length === 0) return;
    await tx
      .insert(leaderboardEntries)
      .values(
        rows.map((row, index) => ({
          type,
          period: period.name,
          rank: index + 1,
          userId: row.userId,
          increment: row.increment,
          computedAt: ctx.clock.now(),
        })),
      )
      .onConflictDoNothing();
  });
}
