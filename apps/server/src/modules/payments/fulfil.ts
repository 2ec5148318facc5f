import type { PaidVipEnum } from "@fable/contract";
import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { Transaction } from "../../db/client.ts";
import {
  changePlanIn,
  grantPlanIn,
  markPayFailedIn,
  type PlanLength,
  renewSubscriptionIn,
} from "../plans/index.ts";
import { type OrderRow, orders } from "./payments.schema.ts";
import { currentOffer } from "./pricing.ts";

/** A paid period of a plan: a month, or a year for the annual plans. */
export const periodOf = (vipEnum: string): PlanLength => ({ months: vipEnum.endsWith("_ANNUAL") ? 12 : 1 });

/** What the provider settling an order adds: its id for the subscription the order starts. */
export interface SettleOptions {
  subscriptionRef?: string;
}

/** What a paid order gives: the plan's first period or trial, a renewal, the upgraded plan. */
async function applyPaidOrder(
  ctx: ServiceContext,
  tx: Transaction,
  now: Date,
  order: OrderRow,
  options: SettleOptions,
) {
  const vipEnum = order.vipEnum as PaidVipEnum;
  const provider = order.method as "dev" | "stripe";
  const providerRef = options.subscriptionRef ? { providerRef: options.subscriptionRef } : {};
  if (order.category === "upgrade" && order.subscriptionId) {
    await changePlanIn(tx, now, order.subscriptionId, vipEnum);
  } else if (order.category === "renewal" && order.subscriptionId) {
    // Stripe's renewals set the period Stripe reports (stripe-events.ts) instead of adding one to it.
    if (provider === "dev") await renewSubscriptionIn(tx, now, order.subscriptionId, periodOf(vipEnum));
  } else if (order.category === "trial") {
    const length = { days: currentOffer(ctx, vipEnum).trialDays };
    const grant = { userId: order.userId, vipEnum, length, provider, status: "trialing" as const };
    await grantPlanIn(tx, now, { ...grant, ...providerRef });
  } else {
    const grant = { userId: order.userId, vipEnum, length: periodOf(vipEnum), provider };
    await grantPlanIn(tx, now, { ...grant, ...providerRef });
  }
}

/**
 * Settles a pending order as paid or failed, with what it pays for, in one transaction. An order
 * settles once: a second report (a replayed webhook, a double click) finds it settled and changes
 * nothing. Answers the order as settled now, or undefined when it was not pending.
 */
export function settleOrder(
  ctx: ServiceContext,
  orderNo: string,
  outcome: "paid" | "failed",
): Promise<OrderRow | undefined> {
  return ctx.db.transaction((tx) => settleOrderIn(ctx, tx, orderNo, outcome));
}

/** settleOrder inside the caller's transaction. */
export async function settleOrderIn(
  ctx: ServiceContext,
  tx: Transaction,
  orderNo: string,
  outcome: "paid" | "failed",
  options: SettleOptions = {},
): Promise<OrderRow | undefined> {
  const now = ctx.clock.now();
  const [order] = await tx
    .update(orders)
    .set({ status: outcome, paidAt: outcome === "paid" ? now : null })
    .where(and(eq(orders.orderNo, orderNo), eq(orders.status, "pending")))
    .returning();
  if (!order) return undefined;
  if (outcome === "paid") await applyPaidOrder(ctx, tx, now, order, options);
  else if (order.category === "renewal" && order.subscriptionId)
    await markPayFailedIn(tx, now, order.subscriptionId);
  return order;
}
