import type { UserStatus } from "@fable/contract";
import { eq } from "drizzle-orm";
import type { UserContext } from "../../routing/user-context.ts";
import { effectiveVipEnum, users } from "../users/users.schema.ts";
import { latestSubscription } from "./subscriptions.service.ts";

/** When a subscription stopped counting: its period's end, or the moment it was ended early. */
const endOf = (subscription: { periodEnd: Date; endedAt: Date | null }) =>
  subscription.endedAt && subscription.endedAt < subscription.periodEnd
    ? subscription.endedAt
    : subscription.periodEnd;

/**
 * GET /user/status. `lastVipEndTime` is when the last membership ended, once none counts (the
 * resubscribe hint); `lastVipEndReminded` whether the hint was shown since. `lastSubscriptionStatus`
 * comes from the payments module's orders (users module composes the two).
 */
export async function userStatus(ctx: UserContext): Promise<UserStatus> {
  const now = ctx.clock.now();
  const [[user], latest] = await Promise.all([
    ctx.db
      .select({ vipEnum: users.vipEnum, vipUntil: users.vipUntil, remindedAt: users.vipEndRemindedAt })
      .from(users)
      .where(eq(users.id, ctx.userId)),
    latestSubscription(ctx, ctx.userId),
  ]);
  // A subscription that counts has the latest period end (an ended one's end is when it ended), so the
  // latest one is the live one when it still counts: no second query.
  const live = latest && latest.status !== "ended" && latest.periodEnd > now ? latest : undefined;
  const vipEnum = user ? effectiveVipEnum(user, now) : "FREE";
  const vip = vipEnum !== "FREE";
  const ended = !vip && latest ? endOf(latest) : null;
  return {
    vip,
    userVip: vip,
    vipEnum,
    lastVipEndTime: ended ? ended.toISOString() : null,
    lastVipEndReminded: ended !== null && user?.remindedAt != null && user.remindedAt >= ended,
    lastSubscriptionStatus: null,
    subscription: live
      ? {
          status: live.status as "trialing" | "active" | "pay_failed",
          provider: live.provider as "operator" | "dev" | "stripe",
          periodEnd: live.periodEnd.toISOString(),
          cancelAtPeriodEnd: live.cancelAtPeriodEnd,
        }
      : null,
  };
}

/** GET /uservip/setReminded: the resubscribe hint was shown for the membership that ended. */
export async function setReminded(ctx: UserContext) {
  await ctx.db.update(users).set({ vipEndRemindedAt: ctx.clock.now() }).where(eq(users.id, ctx.userId));
  return { reminded: true };
}
