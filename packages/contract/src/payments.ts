import { z } from "zod";
import { PaidVipEnum, PlanOffer } from "./plans.ts";

/** Messages of payments that users read (docs/product.md#payments). */
export const PaymentMessages = {
  notConfigured: "Payments are not set up here yet. Contact the operator to get a plan",
  alreadyOnPlan: "You are already on a plan. Please contact us if you want to switch to a different plan",
  noSuchOrder: "This order does not exist",
  orderClosed: "This order is already paid or closed",
  noSubscription: "You have no subscription to change",
  paymentFailed: "Payment Failed",
  providerUnavailable: "The payment service did not answer. Please try again in a moment",
  notOnStripe: "Your plan is not billed through Stripe. Cancel or resume it on the plans page",
  badSignature: "The webhook signature is not valid",
} as const;

/** POST /pay/initiate/subscription: start paying for a plan. */
export const InitiateSubscriptionRequest = z.object({ vipEnum: PaidVipEnum });
export type InitiateSubscriptionRequest = z.infer<typeof InitiateSubscriptionRequest>;

/**
 * Where to pay: `checkoutUrl` is the provider's page (or the development checkout), which returns to
 * `/?businessId={orderNo}&sub=1` for the payment check.
 */
export const CheckoutAnswer = z.object({
  orderNo: z.string(),
  checkoutUrl: z.string(),
  /** What this payment costs now, in cents (an upgrade's prorated difference, 0 for a trial). */
  amount: z.number().int(),
  currency: z.string(),
});
export type CheckoutAnswer = z.infer<typeof CheckoutAnswer>;

export const ORDER_STATUSES = ["pending", "paid", "failed", "cancelled"] as const;
export const ORDER_CATEGORIES = ["subscription", "renewal", "upgrade", "trial"] as const;

/** One order as the orders page shows it (spec: payment time, number, method, category, amount). */
export const OrderView = z.object({
  orderNo: z.string(),
  vipEnum: z.string(),
  category: z.enum(ORDER_CATEGORIES),
  method: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type OrderView = z.infer<typeof OrderView>;

export const ORDER_PAGE_MAX = 50;
export const OrderPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(ORDER_PAGE_MAX).default(10),
});
export const OrderPage = z.object({
  list: z.array(OrderView),
  total: z.number().int(),
  page: z.number().int(),
});
export type OrderPage = z.infer<typeof OrderPage>;

/** The development checkout page's view of an order. */
export const DevCheckoutOrder = OrderView.extend({
  email: z.string().nullable(),
  trialDays: z.number().int(),
});
export type DevCheckoutOrder = z.infer<typeof DevCheckoutOrder>;

export const DevCheckoutRequest = z.object({
  orderNo: z.string().min(1).max(40),
  outcome: z.enum(["paid", "failed"]),
});

/** Reasons a member may give when cancelling (PUT /pay/subscription/end). */
export const CANCEL_REASONS = ["too_expensive", "not_using", "missing_features", "quality", "other"] as const;
export const EndSubscriptionRequest = z.object({
  reasons: z.array(z.enum(CANCEL_REASONS)).max(CANCEL_REASONS.length).default([]),
  /** Free text with the reason "other". */
  comment: z.string().trim().max(500).default(""),
});

/** The member's subscription after a cancel or resume. */
export const SubscriptionState = z.object({
  vipEnum: z.string(),
  status: z.enum(["trialing", "active", "pay_failed", "ended"]),
  periodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
});

/** POST /pay/reSubscribe: either the cancelled subscription resumed, or where to pay for a new one. */
export const ResubscribeAnswer = z.object({
  resumed: SubscriptionState.nullable(),
  checkout: CheckoutAnswer.nullable(),
});

/** The writing assistant's shop calls the plans' offers goods: a good's id is its vipEnum. */
export const GoodsList = z.object({ list: z.array(PlanOffer.extend({ id: PaidVipEnum })) });

/** GET /pay/user/goods/{id}: what buying the good would mean for the caller now. */
export const UserGoods = z.object({
  goods: PlanOffer.extend({ id: PaidVipEnum }),
  /** subscription, trial or upgrade when it can be bought; current or unavailable otherwise. */
  category: z.enum(["subscription", "trial", "upgrade", "current", "unavailable"]),
  /** What paying would cost now, in cents (an upgrade's prorated difference, 0 for a trial). */
  amount: z.number().int().nullable(),
});
export const GoodsParams = z.object({ goodsId: PaidVipEnum });

/** POST /pay/stripe/portal: where Stripe's Billing Portal lets the member manage the subscription. */
export const PortalAnswer = z.object({ url: z.string() });
