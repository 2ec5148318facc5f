import type { PaidVipEnum } from "@fable/contract";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { Transaction } from "../../db/client.ts";
import { users } from "../users/users.schema.ts";
import { type SubscriptionRow, subscriptions } from "./plans.schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type SubscriptionProvider = "operator" | "dev" | "stripe";

/** Locks the account's row, so its subscriptions change one at a time; false when there is no such account. */
async function lockAccount(tx: Transaction, userId: number): Promise<boolean> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return user !== undefined;
}

/** The subscription that counts at `now`: not ended and its period not over. */
export async function liveSubscription(
  db: Pick<Transaction, "select">,
  userId: number,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const [live] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        ne(subscriptions.status, "ended"),
        gt(subscriptions.periodEnd, now),
      ),
    )
    .orderBy(desc(subscriptions.periodEnd))
    .limit(1);
  return live;
}

/** Writes the plan that counts now onto the account's row, from its live subscription. */
export async function syncAccountPlan(tx: Transaction, userId: number, now: Date) {
  const live = await liveSubscription(tx, userId, now);
  await tx
    .update(users)
    .set(live ? { vipEnum: live.vipEnum, vipUntil: live.periodEnd } : { vipEnum: "FREE", vipUntil: null })
    .where(eq(users.id, userId));
}

export interface PlanGrant {
  userId: number;
  vipEnum: PaidVipEnum;
  days: number;
  provider: SubscriptionProvider;
  providerRef?: string;
}

/**
 * Gives the account a plan for some days. The same plan, still running, is extended from its end;
 * another plan ends the running one now and starts from now. Answers the live subscription, or
 * undefined when the account does not exist.
 */
export function grantPlan(ctx: ServiceContext, grant: PlanGrant): Promise<SubscriptionRow | undefined> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await lockAccount(tx, grant.userId))) return undefined;
    const live = await liveSubscription(tx, grant.userId, now);
    if (live && live.vipEnum === grant.vipEnum && live.provider === grant.provider) {
      await tx
        .update(subscriptions)
        .set({
          periodEnd: new Date(live.periodEnd.getTime() + grant.days * DAY_MS),
          status: "active",
          cancelAtPeriodEnd: false,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, live.id));
    } else {
      if (live) await endSubscription(tx, live.id, now);
      await tx.insert(subscriptions).values({
        userId: grant.userId,
        vipEnum: grant.vipEnum,
        status: "active",
        provider: grant.provider,
        providerRef: grant.providerRef ?? null,
        periodStart: now,
        periodEnd: new Date(now.getTime() + grant.days * DAY_MS),
        createdAt: now,
        updatedAt: now,
      });
    }
    await syncAccountPlan(tx, grant.userId, now);
    return liveSubscription(tx, grant.userId, now);
  });
}

async function endSubscription(tx: Transaction, id: number, now: Date) {
  await tx
    .update(subscriptions)
    .set({ status: "ended", endedAt: now, periodEnd: now, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

/** Ends the account's plan now (an operator's decision); false when there is no such account. */
export function endPlanNow(ctx: ServiceContext, userId: number): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await lockAccount(tx, userId))) return false;
    const live = await liveSubscription(tx, userId, now);
    if (live) await endSubscription(tx, live.id, now);
    await syncAccountPlan(tx, userId, now);
    return true;
  });
}

/** The account's most recent subscription, live or not. */
export async function latestSubscription(ctx: ServiceContext, userId: number) {
  const [latest] = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.periodEnd), desc(subscriptions.id))
    .limit(1);
  return latest;
}
