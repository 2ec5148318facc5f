import type { AdminPlanAnswer, GrantPlanRequest, SubscriptionView } from "@fable/contract";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { effectiveVipEnum, users } from "../users/users.schema.ts";
import type { SubscriptionRow } from "./plans.schema.ts";
import { endPlanNow, grantPlan, liveSubscription } from "./subscriptions.service.ts";

const toView = (row: SubscriptionRow): SubscriptionView => ({
  id: row.id,
  vipEnum: row.vipEnum,
  status: row.status as SubscriptionView["status"],
  provider: row.provider as SubscriptionView["provider"],
  periodStart: row.periodStart.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

async function accountByEmail(ctx: ServiceContext, email: string) {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, vipEnum: users.vipEnum, vipUntil: users.vipUntil })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw AppError.notFound("PlanMessages.noSuchAccount");
  return user;
}

/** GET /admin/plans/account: the account's plan now and its live subscription. */
export async function adminAccountPlan(ctx: ServiceContext, email: string): Promise<AdminPlanAnswer> {
  const user = await accountByEmail(ctx, email);
  const now = ctx.clock.now();
  const live = await liveSubscription(ctx.db, user.id, now);
  return {
    userId: user.id,
    email: user.email ?? email,
    vipEnum: effectiveVipEnum(user, now),
    subscription: live ? toView(live) : null,
  };
}

/** POST /admin/plans/grant. */
export async function adminGrantPlan(ctx: ServiceContext, request: GrantPlanRequest) {
  const user = await accountByEmail(ctx, request.email);
  await grantPlan(ctx, {
    userId: user.id,
    vipEnum: request.vipEnum,
    length: { days: request.days },
    provider: "operator",
  });
  return adminAccountPlan(ctx, request.email);
}

/** POST /admin/plans/end. */
export async function adminEndPlan(ctx: ServiceContext, email: string) {
  const user = await accountByEmail(ctx, email);
  await endPlanNow(ctx, user.id);
  return adminAccountPlan(ctx, email);
}
