import type { FollowStateName } from "@fable/contract";
import { and, count, eq, inArray, or } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { follows } from "./social.schema.ts";

export interface FollowFlags {
  /** The viewer follows this user. */
  followed: boolean;
  /** This user follows the viewer. */
  beFollowed: boolean;
}

/**
 * The viewer's follow flags towards each of `userIds`, in one query; every id gets an entry (all
 * false for visitors). Other modules use it to fill `followed`/`beFollowed` on creator cards.
 */
export async function followStates(
  ctx: Pick<ServiceContext, "db">,
  viewerId: number | null,
  userIds: number[],
): Promise<Map<number, FollowFlags>> {
  const states = new Map<number, FollowFlags>(
    userIds.map((userId) => [userId, { followed: false, beFollowed: false }]),
  );
  const others = [...states.keys()].filter((userId) => userId !== viewerId);
  if (viewerId === null || others.length === 0) return states;
  const rows = await ctx.db
    .select({ followerId: follows.followerId, followeeId: follows.followeeId })
    .from(follows)
    .where(
      or(
        and(eq(follows.followerId, viewerId), inArray(follows.followeeId, others)),
        and(eq(follows.followeeId, viewerId), inArray(follows.followerId, others)),
      ),
    );
  for (const row of rows) {
    if (row.followerId === viewerId) states.get(row.followeeId)!.followed = true;
    else states.get(row.followerId)!.beFollowed = true;
  }
  return states;
}

/**
 * The follow button (docs/product.md#follow-button): Friends when both follow each other, Following when only
 * the viewer does.
 */
export function followStateName(flags: FollowFlags): FollowStateName {
  if (flags.followed && flags.beFollowed) return "FRIENDS";
  return flags.followed ? "FOLLOWING" : "FOLLOW";
}

/** How many people follow `userId` (their fans). */
export async function countFans(ctx: Pick<ServiceContext, "db">, userId: number): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId));
  return row?.n ?? 0;
}

/** How many people `userId` follows. */
export async function countFollows(ctx: Pick<ServiceContext, "db">, userId: number): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(follows).where(eq(follows.followerId, userId));
  return row?.n ?? 0;
}
