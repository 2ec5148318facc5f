import type Stripe from "stripe";
import type { ProviderState } from "../plans/index.ts";

const fromSeconds = (seconds: number) => new Date(seconds * 1000);

/** Stripe's subscription statuses as Fable's: a renewal not paid yet is pay_failed until it is, or ends. */
function statusOf(status: Stripe.Subscription.Status): ProviderState["status"] {
  switch (status) {
    case "trialing":
      return "trialing";
    case "active":
      return "active";
    case "canceled":
    case "incomplete_expired":
      return "ended";
    default:
      return "pay_failed";
  }
}

/**
 * The state a Stripe subscription object reports, whole: status, the end of the period it is in (its
 * item's, or the trial's), cancel at period end, when it ended.
 */
export function providerStateOf(subscription: Stripe.Subscription): ProviderState {
  const item = subscription.items?.data?.[0];
  const periodEnd = item?.current_period_end ?? subscription.trial_end ?? subscription.created;
  return {
    status: statusOf(subscription.status),
    periodEnd: fromSeconds(periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...(subscription.ended_at ? { endedAt: fromSeconds(subscription.ended_at) } : {}),
  };
}

/** The id of what Stripe sent as an id or as the expanded object. */
export const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === "string" ? value : (value?.id ?? undefined);

/** The Stripe subscription an invoice bills. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | undefined {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** The end of the period an invoice pays for: its subscription line's. */
export function invoicePeriodEnd(invoice: Stripe.Invoice): Date | undefined {
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end).filter((end) => end !== undefined);
  return ends.length > 0 ? fromSeconds(Math.max(...ends)) : undefined;
}
