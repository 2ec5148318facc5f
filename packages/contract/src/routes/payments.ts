import { z } from "zod";
import {
  CheckoutAnswer,
  DevCheckoutOrder,
  DevCheckoutRequest,
  EndSubscriptionRequest,
  InitiateSubscriptionRequest,
  OrderPage,
  OrderPageQuery,
  PortalAnswer,
  ResubscribeAnswer,
  SubscriptionState,
} from "../payments.ts";
import { defineRoute } from "./define.ts";

/** Paying for plans: checkout, cancel and resume, orders (docs/product.md#payments). */
export const paymentRoutes = {
  initiateSubscription: defineRoute({
    method: "POST",
    path: "/pay/initiate/subscription",
    access: "user",
    tag: "payments",
    summary: "Start paying for a plan (or an upgrade): a pending order and where to pay for it",
    body: InitiateSubscriptionRequest,
    result: CheckoutAnswer,
  }),
  endSubscription: defineRoute({
    method: "PUT",
    path: "/pay/subscription/end",
    access: "user",
    tag: "payments",
    summary: "Cancel the subscription at the end of its period, with the reasons",
    body: EndSubscriptionRequest,
    result: SubscriptionState,
  }),
  resubscribe: defineRoute({
    method: "POST",
    path: "/pay/reSubscribe",
    access: "user",
    tag: "payments",
    summary: "Resume a cancelled subscription before it ends, or start paying for the last plan again",
    result: ResubscribeAnswer,
  }),
  orders: defineRoute({
    method: "POST",
    path: "/order/pageQuery",
    access: "user",
    tag: "payments",
    summary: "The caller's orders, newest first",
    body: OrderPageQuery,
    result: OrderPage,
  }),
  stripePortal: defineRoute({
    method: "POST",
    path: "/pay/stripe/portal",
    access: "user",
    tag: "payments",
    summary: "Manage Subscription: a Stripe Billing Portal session for the caller's Stripe subscription",
    result: PortalAnswer,
  }),
  devOrder: defineRoute({
    method: "POST",
    path: "/pay/dev/order",
    access: "user",
    tag: "dev",
    summary: "The development checkout's view of the caller's order (not in production)",
    body: z.object({ orderNo: z.string().min(1).max(40) }),
    result: DevCheckoutOrder,
  }),
  devComplete: defineRoute({
    method: "POST",
    path: "/pay/dev/complete",
    access: "user",
    tag: "dev",
    summary: "The development checkout pays or fails the caller's order (not in production)",
    body: DevCheckoutRequest,
    result: DevCheckoutOrder,
  }),
} as const;
