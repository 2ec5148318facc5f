import type { DevCheckoutOrder, PaidVipEnum } from "@fable/contract";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { users } from "../users/users.schema.ts";
import { settleOrder } from "./fulfil.ts";
import { toOrderView } from "./order-view.ts";
import { orders } from "./payments.schema.ts";
import { currentOffer } from "./pricing.ts";
import { refusal } from "./refusal.ts";

/**
 * The development checkout stands in for a payment provider outside production, so the whole flow
 * (subscribe modal, checkout, return, payment check, status) runs without one. In production it does
 * not exist: its routes answer 404.
 */
function assertDevelopment(ctx: UserContext) {
  if (ctx.config.NODE_ENV === "production") throw AppError.notFound("PaymentMessages.noSuchOrder");
}

async function ownOrder(ctx: UserContext, orderNo: string) {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, ctx.userId), eq(orders.method, "dev")));
  if (!order) throw AppError.notFound("PaymentMessages.noSuchOrder");
  return order;
}

async function checkoutView(ctx: UserContext, orderNo: string): Promise<DevCheckoutOrder> {
  const order = await ownOrder(ctx, orderNo);
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, ctx.userId));
  const trialDays =
    order.category === "trial" ? currentOffer(ctx, order.vipEnum as PaidVipEnum).trialDays : 0;
  return { ...toOrderView(order), email: user?.email ?? null, trialDays };
}

/** GET /pay/dev/order. */
export async function devCheckoutOrder(ctx: UserContext, orderNo: string) {
  assertDevelopment(ctx);
  return checkoutView(ctx, orderNo);
}

/** POST /pay/dev/complete: pays or fails the order, once. */
export async function completeDevCheckout(ctx: UserContext, orderNo: string, outcome: "paid" | "failed") {
  assertDevelopment(ctx);
  await ownOrder(ctx, orderNo);
  if (!(await settleOrder(ctx, orderNo, outcome))) throw refusal("PaymentMessages.orderClosed");
  return checkoutView(ctx, orderNo);
}
