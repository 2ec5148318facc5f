import type { FollowResult, RemoveFansResult } from "@fable/contract";
import { ResponseCode } from "@fable/contract";
import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { findUser } from "../users/index.ts";
import { countFans, followStateName, followStates } from "./follow-states.ts";
import { follows } from "./social.schema.ts";

/**
 * POST /userFollow/follow. Idempotent: following someone already followed answers the same state.
 * A user who turned "allow follows" off keeps the followers they have but gets no new ones.
 */
export async function follow(ctx: UserContext, targetId: number): Promise<FollowResult> {
  const viewerId = ctx.userId;
  if (targetId === viewerId) throw new AppError(ResponseCode.FAILED, "SocialMessages.selfFollow");
  const target = await findUser(ctx, targetId);
  if (target.allowFollow) {
    await ctx.db
      .insert(follows)
      .values({ followerId: viewerId, followeeId: target.id, createdAt: ctx.clock.now() })
      .onConflictDoNothing();
  } else if (!(await followStates(ctx, viewerId, [target.id])).get(target.id)!.followed) {
    throw new AppError(ResponseCode.FORBIDDEN, "SocialMessages.followNotAllowed");
  }
  return followResult(ctx, viewerId, target.id);
}

/** POST /userFollow/cancelFollow. Idempotent: unfollowing someone not followed is not an error. */
export async function cancelFollow(ctx: UserContext, targetId: number): Promise<FollowResult> {
  const viewerId = ctx.userId;
  if (targetId === viewerId) throw new AppError(ResponseCode.FAILED, "SocialMessages.selfFollow");
  const target = await findUser(ctx, targetId);
  await ctx.db
    .delete(follows)
    .where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, target.id)));
  return followResult(ctx, viewerId, target.id);
}

/** POST /userFollow/removeFans: the signed-in user stops `fanId` from following them. */
export async function removeFan(ctx: UserContext, fanId: number): Promise<RemoveFansResult> {
  const { userId } = ctx;
  const fan = await findUser(ctx, fanId);
  const removed = await ctx.db
    .delete(follows)
    .where(and(eq(follows.followerId, fan.id), eq(follows.followeeId, userId)))
    .returning({ followerId: follows.followerId });
  return { fansUserId: String(fan.id), removed: removed.length > 0, fans: await countFans(ctx, userId) };
}

async function followResult(ctx: ServiceContext, viewerId: number, targetId: number): Promise<FollowResult> {
  const [states, fans] = await Promise.all([
    followStates(ctx, viewerId, [targetId]),
    countFans(ctx, targetId),
  ]);
  const flags = states.get(targetId)!;
  return { userId: String(targetId), ...flags, state: followStateName(flags), fans };
}
