import {
  type EndSubscriptionRequest,
  type PaidVipEnum,
  ResponseCode,
  type ResubscribeAnswer,
  type SubscriptionState,
} from "@fable/contract";
import type { z } from "zod";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import {
  latestSubscription,
  liveSubscription,
  type SubscriptionRow,
  setCancelAtPeriodEnd,
} from "../plans/index.ts";
import { initiateSubscription } from "./checkout.service.ts";
import { refusal } from "./refusal.ts";
import { requireStripe } from "./stripe-client.ts";

const toState = (row: SubscriptionRow): z.infer<typeof SubscriptionState> => ({
  vipEnum: row.vipEnum,
  status: row.status as z.infer<typeof SubscriptionState>["status"],
  periodEnd: row.periodEnd.toISOString(),
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

/**
 * A Stripe subscription is cancelled (or resumed) at Stripe first, so the local state never promises
 * what Stripe would not do; the customer.subscription.updated event that follows says the same.
 */
async function tellStripe(ctx: UserContext, cancel: boolean) {
  const live = await liveSubscription(ctx.db, ctx.userId, ctx.clock.now());
  if (live?.provider !== "stripe" || !live.providerRef) return;
  try {
    await requireStripe(ctx.config).subscriptions.update(live.providerRef, { cancel_at_period_end: cancel });
  } catch (error) {
    throw new AppError(ResponseCode.FAILED, "PaymentMessages.providerUnavailable", { cause: error });
  }
}

/** PUT /pay/subscription/end: the plan runs to the end of its period and does not renew. */
export async function endSubscription(ctx: UserContext, request: z.infer<typeof EndSubscriptionRequest>) {
  const reasons = [...request.reasons, ...(request.comment ? [`comment: ${request.comment}`] : [])].join(
    ", ",
  );
  await tellStripe(ctx, true);
  const cancelled = await setCancelAtPeriodEnd(ctx, ctx.userId, true, reasons || null);
  if (!cancelled) throw refusal("PaymentMessages.noSubscription");
  return toState(cancelled);
}

/**
 * POST /pay/reSubscribe: a cancelled plan still running resumes; once it has ended, a checkout for
 * the same plan starts.
 */
export async function resubscribe(ctx: UserContext): Promise<z.infer<typeof ResubscribeAnswer>> {
  const live = await liveSubscription(ctx.db, ctx.userId, ctx.clock.now());
  if (live) {
    if (!live.cancelAtPeriodEnd) throw refusal("PaymentMessages.alreadyOnPlan");
    await tellStripe(ctx, false);
    const resumed = await setCancelAtPeriodEnd(ctx, ctx.userId, false, null);
    return { resumed: resumed ? toState(resumed) : null, checkout: null };
  }
  const last = await latestSubscription(ctx, ctx.userId);
  if (!last) throw refusal("PaymentMessages.noSubscription");
  return { resumed: null, checkout: await initiateSubscription(ctx, last.vipEnum as PaidVipEnum) };
}
