import { ResponseCode } from "@fable/contract";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { latestSubscription } from "../plans/index.ts";
import { refusal } from "./refusal.ts";
import { stripeCustomerOf } from "./stripe-checkout.ts";
import { plansPageUrl, stripeOf } from "./stripe-client.ts";

/**
 * POST /pay/stripe/portal (Manage Subscription): a Billing Portal session of the account's Stripe
 * customer, returning to the plans panel. A plan from the operator or the development checkout is
 * managed on the plans page instead, and the answer says so.
 */
export async function stripePortal(ctx: UserContext): Promise<{ url: string }> {
  const stripe = stripeOf(ctx.config);
  const latest = await latestSubscription(ctx, ctx.userId);
  const customer = await stripeCustomerOf(ctx, ctx.userId);
  if (!stripe || !customer || latest?.provider !== "stripe") throw refusal("PaymentMessages.notOnStripe");
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer,
      return_url: plansPageUrl(ctx.config),
    });
    return { url: session.url };
  } catch (error) {
    throw new AppError(ResponseCode.FAILED, "PaymentMessages.providerUnavailable", { cause: error });
  }
}
