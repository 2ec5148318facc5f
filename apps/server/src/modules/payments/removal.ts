import Stripe from "stripe";
import type { ServiceContext } from "../../context.ts";
import { liveSubscription } from "../plans/index.ts";
import { stripeOf } from "./stripe-client.ts";

/**
 * Before an account is erased, its Stripe subscription is cancelled at once, so Stripe never bills
 * an account that no longer exists. Answers false when Stripe could not be told: the removal then
 * waits for the next run rather than leave a subscription charging a removed account.
 */
export async function cancelBillingBeforeRemoval(ctx: ServiceContext, userId: number): Promise<boolean> {
  const live = await liveSubscription(ctx.db, userId, ctx.clock.now());
  if (live?.provider !== "stripe" || !live.providerRef) return true;
  const stripe = stripeOf(ctx.config);
  if (!stripe) return false;
  try {
    await stripe.subscriptions.cancel(live.providerRef, {}, { idempotencyKey: `remove:${live.providerRef}` });
    return true;
  } catch (error) {
    // Already gone at Stripe: nothing is left to bill.
    return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
  }
}
