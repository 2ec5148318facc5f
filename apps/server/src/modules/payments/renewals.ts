import type { PaidVipEnum } from "@fable/contract";
import { and, eq, inArray, lte } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { subscriptions } from "../plans/plans.schema.ts";
import { settleOrderIn } from "./fulfil.ts";
import { newOrderNo } from "./order-number.ts";
import { orders } from "./payments.schema.ts";
import { currentOffer } from "./pricing.ts";

/** Renewals are taken this long before a period ends, so a membership never lapses between two runs. */
const RENEW_AHEAD_MS = 2 * 60 * 1000;
/** Renewals one run takes at most; the next run takes the rest. */
const BATCH = 100;

/**
 * The development checkout's renewals: a subscription it sold that is not cancelled renews when its
 * period (or trial) ends, with a renewal order paid by the development card, as a provider would bill
 * it (Stripe's renewals arrive as webhooks instead). Claims its rows with SKIP LOCKED, so several
 * instances never renew one twice. Answers how many it renewed.
 */
export function renewDevSubscriptions(ctx: ServiceContext): Promise<number> {
  const due = new Date(ctx.clock.now().getTime() + RENEW_AHEAD_MS);
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, "dev"),
          inArray(subscriptions.status, ["active", "trialing"]),
          eq(subscriptions.cancelAtPeriodEnd, false),
          lte(subscriptions.periodEnd, due),
        ),
      )
      .limit(BATCH)
      .for("update", { skipLocked: true });
    let renewed = 0;
    for (const row of rows) {
      const offer = currentOffer(ctx, row.vipEnum as PaidVipEnum);
      const [order] = await tx
        .insert(orders)
        .values({
          orderNo: newOrderNo(ctx),
          userId: row.userId,
          vipEnum: row.vipEnum,
          category: "renewal",
          method: "dev",
          amount: offer.price,
          currency: offer.currency,
          subscriptionId: row.id,
          // One renewal per period: the period's end names it.
          providerRef: `renewal:${row.id}:${row.periodEnd.toISOString()}`,
          createdAt: ctx.clock.now(),
        })
        .onConflictDoNothing()
        .returning({ orderNo: orders.orderNo });
      if (order && (await settleOrderIn(ctx, tx, order.orderNo, "paid"))) renewed += 1;
    }
    return renewed;
  });
}
