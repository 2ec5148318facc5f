import { type PaidVipEnum, ResponseCode } from "@fable/contract";
import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import Stripe from "stripe";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import type { SubscriptionRow } from "../plans/index.ts";
import { users } from "../users/users.schema.ts";
import { orders, stripeCustomers } from "./payments.schema.ts";
import type { currentOffer } from "./pricing.ts";
import { intervalOf, productNameOf, requireStripe, stripeReturnUrls } from "./stripe-client.ts";

type Offer = ReturnType<typeof currentOffer>;

/** What an order to pay through Stripe is for. */
export interface StripeOrder {
  orderNo: string;
  vipEnum: PaidVipEnum;
  category: string;
  offer: Offer;
  /** The live Stripe subscription an upgrade changes. */
  live: SubscriptionRow | undefined;
}

/** The account's Stripe customer id, if it has one. */
export async function stripeCustomerOf(ctx: UserContext, userId: number): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, userId));
  return row?.customerId;
}

/**
 * The account's Stripe customer, made at its first checkout. The idempotency key makes two checkouts
 * started together get one customer from Stripe, and the insert keeps the first.
 */
async function stripeCustomerFor(ctx: UserContext, stripe: Stripe): Promise<string> {
  const known = await stripeCustomerOf(ctx, ctx.userId);
  if (known) return known;
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, ctx.userId));
  const customer = await stripe.customers.create(
    { ...(user?.email ? { email: user.email } : {}), metadata: { userId: String(ctx.userId) } },
    { idempotencyKey: `fable-customer-${ctx.userId}` },
  );
  await ctx.db
    .insert(stripeCustomers)
    .values({ userId: ctx.userId, customerId: customer.id, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  return (await stripeCustomerOf(ctx, ctx.userId)) ?? customer.id;
}

/**
 * Closes the account's earlier checkouts still open at Stripe before opening another, so two tabs
 * cannot pay for two subscriptions; their orders are cancelled. One Stripe will not close has been
 * paid or has expired already, and its webhook settles or cancels its order.
 */
async function closeEarlierCheckouts(ctx: UserContext, stripe: Stripe, orderNo: string) {
  const open = await ctx.db
    .select({ orderNo: orders.orderNo, session: orders.providerRef })
    .from(orders)
    .where(
      and(
        eq(orders.userId, ctx.userId),
        eq(orders.method, "stripe"),
        eq(orders.status, "pending"),
        inArray(orders.category, ["subscription", "trial"]),
        ne(orders.orderNo, orderNo),
        isNotNull(orders.providerRef),
      ),
    );
  for (const earlier of open) {
    try {
      await stripe.checkout.sessions.expire(earlier.session!);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) continue;
      throw error;
    }
    await ctx.db
      .update(orders)
      .set({ status: "cancelled" })
      .where(and(eq(orders.orderNo, earlier.orderNo), eq(orders.status, "pending")));
  }
}

/** A Checkout Session in subscription mode at the plan's current price; answers its URL. */
async function checkoutSession(ctx: UserContext, stripe: Stripe, order: StripeOrder): Promise<string> {
  await closeEarlierCheckouts(ctx, stripe, order.orderNo);
  const customer = await stripeCustomerFor(ctx, stripe);
  const metadata = { orderNo: order.orderNo, userId: String(ctx.userId), vipEnum: order.vipEnum };
  const urls = stripeReturnUrls(ctx.config, order.orderNo);
  const session = await stripe.checkout.sessions.create(
    {
      mode: "subscription",
      customer,
      client_reference_id: order.orderNo,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.offer.currency,
            unit_amount: order.offer.price,
            recurring: { interval: intervalOf(order.vipEnum) },
            product_data: { name: productNameOf(order.vipEnum) },
          },
        },
      ],
      subscription_data: {
        metadata,
        ...(order.category === "trial" ? { trial_period_days: order.offer.trialDays } : {}),
      },
      metadata,
      success_url: urls.success,
      cancel_url: urls.cancel,
    },
    { idempotencyKey: `fable-checkout-${order.orderNo}` },
  );
  await ctx.db
    .update(orders)
    .set({ providerRef: session.id })
    .where(and(eq(orders.orderNo, order.orderNo), eq(orders.method, "stripe")));
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
  return session.url;
}

/**
 * Moves the Stripe subscription to the higher plan's price at once, prorated and invoiced now (the
 * card on file pays the difference); `pending_if_incomplete` keeps the old price if that payment
 * fails. The order is settled when the invoice is paid (invoice.paid, billing_reason
 * subscription_update). Answers where the web app checks the payment.
 */
async function upgradeSubscription(ctx: UserContext, stripe: Stripe, order: StripeOrder): Promise<string> {
  const ref = order.live?.providerRef;
  if (!ref) throw new Error("An upgrade through Stripe needs the Stripe subscription");
  const subscription = await stripe.subscriptions.retrieve(ref);
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${ref} has no item`);
  const product = await stripe.products.create(
    { name: productNameOf(order.vipEnum) },
    { idempotencyKey: `fable-product-${order.orderNo}` },
  );
  await stripe.subscriptions.update(
    ref,
    {
      items: [
        {
          id: item.id,
          price_data: {
            currency: order.offer.currency,
            product: product.id,
            unit_amount: order.offer.price,
            recurring: { interval: intervalOf(order.vipEnum) },
          },
        },
      ],
      proration_behavior: "always_invoice",
      payment_behavior: "pending_if_incomplete",
    },
    { idempotencyKey: `fable-upgrade-${order.orderNo}` },
  );
  return stripeReturnUrls(ctx.config, order.orderNo).success;
}

/**
 * Asks Stripe for the payment of a pending order: a checkout page for a new plan or trial, or a
 * prorated change of the running subscription for an upgrade. When Stripe cannot be reached the order
 * is cancelled (it was never offered) and the user asked to try again.
 */
export async function payThroughStripe(ctx: UserContext, order: StripeOrder): Promise<string> {
  const stripe = requireStripe(ctx.config);
  try {
    return order.category === "upgrade"
      ? await upgradeSubscription(ctx, stripe, order)
      : await checkoutSession(ctx, stripe, order);
  } catch (error) {
    await ctx.db
      .update(orders)
      .set({ status: "cancelled" })
      .where(and(eq(orders.orderNo, order.orderNo), eq(orders.status, "pending")));
    throw new AppError(ResponseCode.FAILED, "PaymentMessages.providerUnavailable", { cause: error });
  }
}
