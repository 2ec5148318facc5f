import { and, desc, eq, inArray, max, ne, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { ServiceContext } from "../../context.ts";
import type { Transaction } from "../../db/client.ts";
import { applyProviderStateIn, type SubscriptionRow, subscriptionByProviderRef } from "../plans/index.ts";
import { settleOrderIn } from "./fulfil.ts";
import { newOrderNo } from "./order-number.ts";
import { orders, paymentEvents } from "./payments.schema.ts";
import { idOf, invoicePeriodEnd, invoiceSubscriptionId, providerStateOf } from "./stripe-state.ts";

/** A verified event and, for a completed checkout, its subscription as Stripe has it now. */
export interface StripeDelivery {
  event: Stripe.Event;
  subscription?: Stripe.Subscription | undefined;
}

/** The Stripe subscription an event is about, which orders its effects. */
export function subjectOf(event: Stripe.Event): string | undefined {
  switch (event.type) {
    case "checkout.session.completed":
      return idOf(event.data.object.subscription);
    case "invoice.paid":
    case "invoice.payment_failed":
      return invoiceSubscriptionId(event.data.object);
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return event.data.object.id;
    default:
      return undefined;
  }
}

/** The events that carry the whole subscription (the completed checkout's is read from Stripe). */
const SNAPSHOT_TYPES = [
  "checkout.session.completed",
  "customer.subscription.updated",
  "customer.subscription.deleted",
];

/** The newest `created` of the subscription's other events of these types, or null. */
async function newestOf(tx: Transaction, event: Stripe.Event, subject: string, types: string[]) {
  const [newest] = await tx
    .select({ created: max(paymentEvents.created) })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider, "stripe"),
        eq(paymentEvents.subject, subject),
        inArray(paymentEvents.type, types),
        ne(paymentEvents.eventId, event.id),
      ),
    );
  return newest?.created ?? null;
}

const isOlderThan = (event: Stripe.Event, newest: Date | null) =>
  newest !== null && newest.getTime() > event.created * 1000;

/**
 * Whether an event is older than a whole-subscription event already processed for the same
 * subscription: then the state it carries is out of date and is not applied (what it records, such
 * as a paid invoice, still is). Invoices carry only part of the state (status, period end), so a newer
 * invoice does not make an older snapshot stale: its cancel at period end would be lost.
 */
async function isStale(tx: Transaction, event: Stripe.Event, subject: string): Promise<boolean> {
  return isOlderThan(event, await newestOf(tx, event, subject, SNAPSHOT_TYPES));
}

/** The order Stripe's invoice pays for, made once: keyed by the invoice (and attempt, for a failure). */
async function invoiceOrder(
  ctx: ServiceContext,
  tx: Transaction,
  local: SubscriptionRow,
  invoice: Stripe.Invoice,
  providerRef: string,
  status: "pending" | "failed",
) {
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: newOrderNo(ctx),
      userId: local.userId,
      vipEnum: local.vipEnum,
      category: "renewal",
      method: "stripe",
      amount: status === "failed" ? invoice.amount_due : invoice.amount_paid,
      currency: invoice.currency,
      status,
      subscriptionId: local.id,
      providerRef,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ orderNo: orders.orderNo });
  return order;
}

/** The upgrade waiting for this subscription's prorated invoice, with the invoice's id and amount. */
async function settleUpgrade(
  ctx: ServiceContext,
  tx: Transaction,
  local: SubscriptionRow,
  invoice: Stripe.Invoice,
  outcome: "paid" | "failed",
) {
  const [pending] = await tx
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(
      and(
        eq(orders.subscriptionId, local.id),
        eq(orders.method, "stripe"),
        eq(orders.category, "upgrade"),
        eq(orders.status, "pending"),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!pending) return;
  const amount = outcome === "paid" ? invoice.amount_paid : invoice.amount_due;
  await tx.update(orders).set({ providerRef: invoice.id, amount }).where(eq(orders.orderNo, pending.orderNo));
  await settleOrderIn(ctx, tx, pending.orderNo, outcome);
}

/** Whether `orderNo` names an order paid through Stripe (metadata is Stripe's to carry, not to trust). */
async function isStripeOrder(tx: Transaction, orderNo: string): Promise<boolean> {
  const [order] = await tx.select({ method: orders.method }).from(orders).where(eq(orders.orderNo, orderNo));
  return order?.method === "stripe";
}

async function checkoutCompleted(ctx: ServiceContext, tx: Transaction, delivery: StripeDelivery) {
  const session = delivery.event.data.object as Stripe.Checkout.Session;
  const orderNo = session.client_reference_id ?? session.metadata?.orderNo;
  const subscriptionRef = idOf(session.subscription);
  // A payment still clearing (a bank debit) is confirmed by its invoice later; not yet a plan.
  if (!orderNo || !subscriptionRef || session.payment_status === "unpaid") return;
  if (!(await isStripeOrder(tx, orderNo))) return;
  await settleOrderIn(ctx, tx, orderNo, "paid", { subscriptionRef });
  const local = await subscriptionByProviderRef(tx, "stripe", subscriptionRef);
  // The subscription as Stripe has it now (trial end, period end), whatever arrived before this event.
  if (local && delivery.subscription) {
    await applyProviderStateIn(tx, ctx.clock.now(), local.id, providerStateOf(delivery.subscription));
  }
}

/** A renewal paid: its order once (keyed by the invoice), and the subscription active to the period's end. */
async function renewalPaid(
  ctx: ServiceContext,
  tx: Transaction,
  local: SubscriptionRow,
  invoice: Stripe.Invoice,
  stale: boolean,
) {
  const order = await invoiceOrder(ctx, tx, local, invoice, invoice.id, "pending");
  if (order) await settleOrderIn(ctx, tx, order.orderNo, "paid");
  const periodEnd = invoicePeriodEnd(invoice);
  if (stale || !periodEnd) return;
  await applyProviderStateIn(tx, ctx.clock.now(), local.id, {
    status: "active",
    periodEnd: periodEnd > local.periodEnd ? periodEnd : local.periodEnd,
    cancelAtPeriodEnd: local.cancelAtPeriodEnd,
  });
}

/** A renewal not paid: each failed attempt an order of its own (the invoice's id stays for its payment). */
async function renewalFailed(
  ctx: ServiceContext,
  tx: Transaction,
  local: SubscriptionRow,
  invoice: Stripe.Invoice,
  stale: boolean,
) {
  const attemptRef = `${invoice.id}:attempt:${invoice.attempt_count}`;
  // A stale failure is recorded as failed without marking the subscription (settling would).
  const order = await invoiceOrder(ctx, tx, local, invoice, attemptRef, stale ? "failed" : "pending");
  if (order && !stale) await settleOrderIn(ctx, tx, order.orderNo, "failed");
}

/**
 * The subscription's first invoice: paid, it settles the checkout's order as
 * checkout.session.completed does, whichever arrives first (a bank debit clears only here); failed, the
 * order fails. The order number comes from the subscription's metadata, copied onto the invoice.
 */
async function firstInvoice(
  ctx: ServiceContext,
  tx: Transaction,
  invoice: Stripe.Invoice,
  outcome: "paid" | "failed",
) {
  const orderNo = invoice.parent?.subscription_details?.metadata?.orderNo;
  const subscriptionRef = invoiceSubscriptionId(invoice);
  if (!orderNo || !subscriptionRef || !(await isStripeOrder(tx, orderNo))) return;
  const settled = await settleOrderIn(ctx, tx, orderNo, outcome, { subscriptionRef });
  const local = await subscriptionByProviderRef(tx, "stripe", subscriptionRef);
  const periodEnd = invoicePeriodEnd(invoice);
  if (!settled || outcome === "failed" || !local || !periodEnd) return;
  await applyProviderStateIn(tx, ctx.clock.now(), local.id, {
    status: local.status as "trialing" | "active",
    periodEnd,
    cancelAtPeriodEnd: local.cancelAtPeriodEnd,
  });
}

/**
 * invoice.paid and invoice.payment_failed: a prorated upgrade's invoice settles the pending upgrade;
 * a cycle's invoice (a renewal, a trial converting) makes a renewal order; the first one settles the
 * checkout's order.
 */
async function invoiceSettled(
  ctx: ServiceContext,
  tx: Transaction,
  event: Stripe.Event,
  outcome: "paid" | "failed",
  stale: boolean,
) {
  const invoice = event.data.object as Stripe.Invoice;
  if (invoice.billing_reason === "subscription_create") return firstInvoice(ctx, tx, invoice, outcome);
  const ref = invoiceSubscriptionId(invoice);
  const local = ref ? await subscriptionByProviderRef(tx, "stripe", ref) : undefined;
  if (!local) return;
  if (invoice.billing_reason === "subscription_update") {
    await settleUpgrade(ctx, tx, local, invoice, outcome);
  } else if (invoice.billing_reason === "subscription_cycle") {
    const renewal = outcome === "paid" ? renewalPaid : renewalFailed;
    await renewal(ctx, tx, local, invoice, stale);
  }
}

/** A checkout left unpaid until Stripe closed it (after 24 hours): its order is cancelled. */
async function checkoutExpired(tx: Transaction, event: Stripe.Event) {
  const session = event.data.object as Stripe.Checkout.Session;
  const orderNo = session.client_reference_id ?? session.metadata?.orderNo;
  if (!orderNo) return;
  await tx
    .update(orders)
    .set({ status: "cancelled" })
    .where(and(eq(orders.orderNo, orderNo), eq(orders.method, "stripe"), eq(orders.status, "pending")));
}

async function subscriptionChanged(ctx: ServiceContext, tx: Transaction, event: Stripe.Event) {
  const subscription = event.data.object as Stripe.Subscription;
  const local = await subscriptionByProviderRef(tx, "stripe", subscription.id);
  // Not known yet: its checkout.session.completed reads the subscription as it is then.
  if (!local) return;
  const state = providerStateOf(subscription);
  if (event.type === "customer.subscription.deleted") state.status = "ended";
  // A newer invoice already set the status and period (a renewal paid or failed): they stand, and
  // this older snapshot adds what invoices do not carry (cancel at period end, an end).
  const invoices = ["invoice.paid", "invoice.payment_failed"];
  if (state.status !== "ended" && isOlderThan(event, await newestOf(tx, event, subscription.id, invoices))) {
    state.status = local.status as typeof state.status;
    if (local.periodEnd > state.periodEnd) state.periodEnd = local.periodEnd;
  }
  await applyProviderStateIn(tx, ctx.clock.now(), local.id, state);
}

/** Applies an event's effect inside the transaction that records it. */
async function applyEvent(ctx: ServiceContext, tx: Transaction, delivery: StripeDelivery, stale: boolean) {
  const { event } = delivery;
  switch (event.type) {
    case "checkout.session.completed":
      return checkoutCompleted(ctx, tx, delivery);
    case "checkout.session.expired":
      return checkoutExpired(tx, event);
    case "invoice.paid":
      return invoiceSettled(ctx, tx, event, "paid", stale);
    case "invoice.payment_failed":
      return invoiceSettled(ctx, tx, event, "failed", stale);
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      if (!stale) await subscriptionChanged(ctx, tx, event);
      return;
    default:
      return;
  }
}

/** Whether the event was processed before (a replay), read without a transaction. */
export async function seenStripeEvent(ctx: ServiceContext, eventId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, "stripe"), eq(paymentEvents.eventId, eventId)));
  return row !== undefined;
}

/**
 * Processes a verified event exactly once: its row and its effect commit in one transaction. Events
 * of one subscription take turns (a transaction-scoped advisory lock on its id), so the staleness
 * check sees every event committed before; a second delivery of the same event waits on the row's
 * key and then finds it. Answers false for an event processed before.
 */
export function processStripeEvent(ctx: ServiceContext, delivery: StripeDelivery): Promise<boolean> {
  const { event } = delivery;
  const subject = subjectOf(event);
  return ctx.db.transaction(async (tx) => {
    if (subject) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stripe:${subject}`}))`);
    const [stored] = await tx
      .insert(paymentEvents)
      .values({
        provider: "stripe",
        eventId: event.id,
        type: event.type,
        created: new Date(event.created * 1000),
        subject: subject ?? null,
        processedAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!stored) return false;
    const stale = subject ? await isStale(tx, event, subject) : false;
    await applyEvent(ctx, tx, delivery, stale);
    return true;
  });
}
