import type { CheckoutAnswer, PaidVipEnum } from "@fable/contract";
import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { liveSubscription, paymentMode } from "../plans/index.ts";
import { newOrderNo } from "./order-number.ts";
import { orders } from "./payments.schema.ts";
import { currentOffer, isUpgrade, upgradePrice } from "./pricing.ts";
import { refusal } from "./refusal.ts";
import { payThroughStripe } from "./stripe-checkout.ts";

/** Where the development checkout shows an order (a web route; never in production). */
export const devCheckoutPath = (orderNo: string) => `/dev/checkout/${orderNo}`;

/** Whether the account has had a trial already: one trial per account. */
async function hadTrial(ctx: ServiceContext, userId: number): Promise<boolean> {
  const [trial] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.category, "trial"), eq(orders.status, "paid")))
    .limit(1);
  return trial !== undefined;
}

/** What paying for `vipEnum` means for this account now: a new plan (maybe a trial) or an upgrade; refused otherwise. */
export async function orderTerms(ctx: UserContext, vipEnum: PaidVipEnum, method: "dev" | "stripe") {
  const live = await liveSubscription(ctx.db, ctx.userId, ctx.clock.now());
  const offer = currentOffer(ctx, vipEnum);
  // A paid plan is changed only upwards; an operator's grant is replaced by what the user pays for.
  // (A subscription of the other method, left from before the installation changed, counts as paid.)
  if (live && live.provider !== "operator") {
    if (!isUpgrade(live.vipEnum, vipEnum) || live.provider !== method) {
      throw refusal("PaymentMessages.alreadyOnPlan");
    }
    const amount = upgradePrice(ctx, live, vipEnum);
    return { category: "upgrade", amount, subscriptionId: live.id, offer, live };
  }
  const trial = offer.trialDays > 0 && !(await hadTrial(ctx, ctx.userId));
  return {
    category: trial ? "trial" : "subscription",
    amount: trial ? 0 : offer.price,
    subscriptionId: null,
    offer,
    live: undefined,
  };
}

/** POST /pay/initiate/subscription: a pending order and where to pay for it. */
export async function initiateSubscription(ctx: UserContext, vipEnum: PaidVipEnum): Promise<CheckoutAnswer> {
  const mode = paymentMode(ctx);
  if (mode === "operator") throw refusal("PaymentMessages.notConfigured");
  const terms = await orderTerms(ctx, vipEnum, mode);
  const orderNo = newOrderNo(ctx);
  await ctx.db.insert(orders).values({
    orderNo,
    userId: ctx.userId,
    vipEnum,
    category: terms.category,
    method: mode,
    amount: terms.amount,
    currency: terms.offer.currency,
    subscriptionId: terms.subscriptionId,
    createdAt: ctx.clock.now(),
  });
  const checkoutUrl =
    mode === "stripe"
      ? await payThroughStripe(ctx, { orderNo, vipEnum, ...terms })
      : devCheckoutPath(orderNo);
  return { orderNo, checkoutUrl, amount: terms.amount, currency: terms.offer.currency };
}
