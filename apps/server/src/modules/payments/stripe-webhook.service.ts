import { ResponseCode } from "@fable/contract";
import Stripe from "stripe";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { requireStripe } from "./stripe-client.ts";
import { processStripeEvent, seenStripeEvent } from "./stripe-events.ts";
import { idOf } from "./stripe-state.ts";

/** Stripe's own default: a signature older than five minutes is a replay of a captured request. */
const SIGNATURE_TOLERANCE_S = 300;

/** The event, if the raw body carries a valid, fresh signature of the endpoint's secret. */
function verifiedEvent(ctx: ServiceContext, secret: string, payload: Buffer, signature: string | undefined) {
  if (!signature) throw AppError.invalidInput("PaymentMessages.badSignature");
  try {
    return Stripe.webhooks.constructEvent(
      payload,
      signature,
      secret,
      SIGNATURE_TOLERANCE_S,
      undefined,
      ctx.clock.now().getTime(),
    );
  } catch (error) {
    throw new AppError(ResponseCode.INVALID_INPUT, "PaymentMessages.badSignature", { cause: error });
  }
}

/**
 * POST /pay/stripe/webhook: verifies the signature on the raw body (a forged or stale one is refused,
 * 400, and changes nothing), then processes the event once (stripe-events.ts). A completed checkout
 * first reads its subscription from Stripe, outside the transaction. Answers whether the event was
 * new; an error (Stripe or the database unreachable) answers 5xx, and Stripe delivers it again.
 */
export async function receiveStripeWebhook(
  ctx: ServiceContext,
  payload: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw AppError.notFound("PaymentMessages.notConfigured");
  const event = verifiedEvent(ctx, secret, payload, signature);
  if (await seenStripeEvent(ctx, event.id)) return { received: true, duplicate: true };
  const subscriptionRef =
    event.type === "checkout.session.completed" ? idOf(event.data.object.subscription) : undefined;
  const subscription = subscriptionRef
    ? await requireStripe(ctx.config).subscriptions.retrieve(subscriptionRef)
    : undefined;
  const processed = await processStripeEvent(ctx, { event, subscription });
  return { received: true, duplicate: !processed };
}
