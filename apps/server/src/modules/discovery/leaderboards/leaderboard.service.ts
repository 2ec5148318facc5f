import type { Leaderboard } from "@fable/contract";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { users, vipEnumAt } from "../../users/users.schema.ts";
import { leaderboardEntries } from "../discovery.schema.ts";
import { type LeaderboardType, periodOf } from "./periods.ts";

/**
 * GET /leaderboard/list/{type}: the board's snapshot for its last whole period. Someone who turned
 * leaderboards off (or left) since the snapshot is left out at once; the others keep their ranks.
 */
export async function readLeaderboard(ctx: ServiceContext, type: LeaderboardType): Promise<Leaderboard> {
  const period = periodOf(type, ctx.clock.now());
  const rows = await ctx.db
    .select({
      rank: leaderboardEntries.rank,
      increment: leaderboardEntries.increment,
      computedAt: leaderboardEntries.computedAt,
      userId: users.id,
      userSlug: users.slug,
      userName: users.userName,
      avatar: users.avatar,
      vipEnum: vipEnumAt(ctx.clock.now()),
    })
    .from(leaderboardEntries)
    .innerJoin(users, eq(users.id, leaderboardEntries.userId))
    .where(
      and(
        eq(leaderboardEntries.type, type),
        eq(leaderboardEntries.period, period.name),
        eq(users.privacy, true),
        isNull(users.removedAt),
      ),
    )
    .orderBy(asc(leaderboardEntries.rank));
  return {
    type,
    period: period.name,
    computedAt: rows[0]?.computedAt.toISOString() ?? null,
    list: rows.map((row) => ({
      rank: row.rank,
      userId: String(row.userId),
      userSlug: row.userSlug ?? String(row.userId),
      userName: row.userName,
      avatar: row.avatar,
      vipEnum: row.vipEnum,
      increment: row.increment,
    })),
  };
}
