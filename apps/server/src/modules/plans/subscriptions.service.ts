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

/** How long a grant lasts: days (an operator's grant, a trial) or calendar months (a paid period). */
export type PlanLength = { days: number } | { months: number };

/** `from` moved on by a length; a month ends on the same day of the next month (or its last day). */
export function addLength(from: Date, length: PlanLength): Date {
  if ("days" in length) return new Date(from.getTime() + length.days * DAY_MS);
  const end = new Date(from);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + length.months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

export interface PlanGrant {
  userId: number;
  vipEnum: PaidVipEnum;
  length: PlanLength;
  provider: SubscriptionProvider;
  providerRef?: string;
  /** trialing for a trial; active otherwise. */
  status?: "active" | "trialing";
}

/**
 * Gives the account a plan for a length of time. The same plan from the same provider, still running,
 * is extended from its end;
 * another plan ends the running one now and starts from now. Answers the live subscription, or
 * undefined when the account does not exist.
 */
export function grantPlan(ctx: ServiceContext, grant: PlanGrant): Promise<SubscriptionRow | undefined> {
  return ctx.db.transaction((tx) => grantPlanIn(tx, ctx.clock.now(), grant));
}

/** grantPlan inside the caller's transaction (a payment marked paid and its plan commit together). */
export async function grantPlanIn(
  tx: Transaction,
  now: Date,
  grant: PlanGrant,
): Promise<SubscriptionRow | undefined> {
  if (!(await lockAccount(tx, grant.userId))) return undefined;
  const live = await liveSubscription(tx, grant.userId, now);
  if (live && live.vipEnum === grant.vipEnum && live.provider === grant.provider) {
    await tx
      .update(subscriptions)
      .set({
        periodEnd: addLength(live.periodEnd, grant.length),
        status: grant.status ?? "active",
        cancelAtPeriodEnd: false,
        ...(grant.providerRef ? { providerRef: grant.providerRef } : {}),
        updatedAt: now,
      })
      .where(eq(subscriptions.id, live.id));
  } else {
    if (live) await endSubscription(tx, live.id, now);
    await tx.insert(subscriptions).values({
      userId: grant.userId,
      vipEnum: grant.vipEnum,
      status: grant.status ?? "active",
      provider: grant.provider,
      providerRef: grant.providerRef ?? null,
      periodStart: now,
      periodEnd: addLength(now, grant.length),
      createdAt: now,
      updatedAt: now,
    });
  }
  await syncAccountPlan(tx, grant.userId, now);
  return liveSubscription(tx, grant.userId, now);
}

async function endSubscription(tx: Transaction, id: number, now: Date) {
  await tx
    .update(subscriptions)
    .set({ status: "ended", endedAt: now, periodEnd: now, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

/** Ends the account's plan now (an operator's decision); false when there is no such account. */
export function endPlanNow(ctx: ServiceContext, userId: number): Promise<boolean> {
  return ctx.db.transaction((tx) => endPlanNowIn(tx, ctx.clock.now(), userId));
}

/** endPlanNow inside the caller's transaction (an account's removal ends its plan with it). */
export async function endPlanNowIn(tx: Transaction, now: Date, userId: number): Promise<boolean> {
  if (!(await lockAccount(tx, userId))) return false;
  const live = await liveSubscription(tx, userId, now);
  if (live) await endSubscription(tx, live.id, now);
  await syncAccountPlan(tx, userId, now);
  return true;
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

/** Switches the live subscription to another plan for the rest of its period (an upgrade). */
export async function changePlanIn(tx: Transaction, now: Date, subscriptionId: number, vipEnum: PaidVipEnum) {
  const [changed] = await tx
    .update(subscriptions)
    .set({ vipEnum, updatedAt: now })
    .where(eq(subscriptions.id, subscriptionId))
    .returning();
  if (changed) await syncAccountPlan(tx, changed.userId, now);
  return changed;
}

/**
 * Cancels (true) or resumes (false) the renewal of the live subscription: a cancelled one still counts
 * to the end of its period. Answers the subscription, or undefined when none counts.
 */
export function setCancelAtPeriodEnd(
  ctx: ServiceContext,
  userId: number,
  cancel: boolean,
  reasons: string | null,
): Promise<SubscriptionRow | undefined> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await lockAccount(tx, userId))) return undefined;
    const live = await liveSubscription(tx, userId, now);
    if (!live) return undefined;
    const [changed] = await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: cancel, cancelReasons: cancel ? reasons : null, updatedAt: now })
      .where(eq(subscriptions.id, live.id))
      .returning();
    return changed;
  });
}

/**
 * Renews a subscription for another period from where it ends (a paid renewal, a trial converting):
 * active again, whatever it was. Answers the subscription.
 */
export async function renewSubscriptionIn(
  tx: Transaction,
  now: Date,
  subscriptionId: number,
  length: PlanLength,
) {
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!current || !(await lockAccount(tx, current.userId))) return undefined;
  const [renewed] = await tx
    .update(subscriptions)
    .set({ periodEnd: addLength(current.periodEnd, length), status: "active", updatedAt: now })
    .where(eq(subscriptions.id, subscriptionId))
    .returning();
  await syncAccountPlan(tx, current.userId, now);
  return renewed;
}

/** Marks a renewal that could not be paid: the period already paid still counts. */
export async function markPayFailedIn(tx: Transaction, now: Date, subscriptionId: number) {
  await tx
    .update(subscriptions)
    .set({ status: "pay_failed", updatedAt: now })
    .where(and(eq(subscriptions.id, subscriptionId), ne(subscriptions.status, "ended")));
}

/** The subscription a provider knows by `providerRef` (Stripe's subscription id). */
export async function subscriptionByProviderRef(
  db: Pick<Transaction, "select">,
  provider: SubscriptionProvider,
  providerRef: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerRef, providerRef)));
  return row;
}

/** A subscription's state as its provider reports it: written as it is, not added to. */
export interface ProviderState {
  status: "trialing" | "active" | "pay_failed" | "ended";
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When it ended, for an ended one. */
  endedAt?: Date;
}

/**
 * Sets a provider's subscription to the state the provider reports (a webhook), with the account's
 * row, after locking the account: reports of one account apply one at a time. Answers the row.
 */
export async function applyProviderStateIn(
  tx: Transaction,
  now: Date,
  subscriptionId: number,
  state: ProviderState,
): Promise<SubscriptionRow | undefined> {
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!current || !(await lockAccount(tx, current.userId))) return undefined;
  const ended = state.status === "ended";
  const endedAt = ended ? (state.endedAt ?? now) : null;
  const [changed] = await tx
    .update(subscriptions)
    .set({
      status: state.status,
      // An ended subscription stops counting when it ended, even if its period had more to run.
      periodEnd: endedAt && endedAt < state.periodEnd ? endedAt : state.periodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      endedAt,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, subscriptionId))
    .returning();
  await syncAccountPlan(tx, current.userId, now);
  return changed;
}
