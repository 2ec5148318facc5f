import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedDelivery, stripeEvent, stripeInvoice } from "../../../test/fake-stripe.ts";
import { DAY_MS, useStripeWorld } from "../../../test/stripe-world.ts";
import { subscriptions } from "../plans/plans.schema.ts";
import { paymentEvents } from "./payments.schema.ts";

const START = new Date("2026-11-20T12:00:00Z");
const world = useStripeWorld(START);
const { clock } = world;
const at = (days: number) => new Date(START.getTime() + days * DAY_MS);

/** A member through Stripe: checkout, completed webhook. */
async function stripeMember(vipEnum = "STANDARD") {
  const user = await world.customer();
  const { orderNo } = (await user.subscribe(vipEnum)).result;
  const { event, subscription } = world.completedCheckout(orderNo, { periodEnd: at(30) });
  expect((await world.deliver(event)).status).toBe(200);
  return { user, orderNo, subscription, event };
}

const eventRows = async (eventId: string) =>
  (await world.harness.database.db.select().from(paymentEvents)).filter((row) => row.eventId === eventId);

describe("webhook signatures", () => {
  it("refuses a forged, a stale or a missing signature with 400, and nothing changes", async () => {
    const user = await world.customer();
    const { orderNo } = (await user.subscribe("STANDARD")).result;
    const { event } = world.completedCheckout(orderNo, { periodEnd: at(30) });

    const forged = await world.deliver(event, { secret: "whsec_someone_else" });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 400, message: "The webhook signature is not valid" });
    const stale = await world.deliver(event, { signedAt: new Date(clock.now().getTime() - 10 * 60 * 1000) });
    expect(stale.status).toBe(400);
    const unsigned = await world.harness.app.inject({
      method: "POST",
      url: "/pay/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    // A body changed after signing (the amount, the order) no longer matches its signature.
    const { payload, signature } = signedDelivery(event, clock.now());
    const tampered = await world.harness.app.inject({
      method: "POST",
      url: "/pay/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload: payload.replace(orderNo, "F20261120AAAAAAAA"),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await user.status()).vip).toBe(false);
    expect(await eventRows(event.id)).toHaveLength(0);

    // The genuine delivery still works afterwards.
    expect((await world.deliver(event)).status).toBe(200);
    expect((await user.status()).vip).toBe(true);
  });
});

describe("exactly once", () => {
  it("processes a replayed event once", async () => {
    const { user, event } = await stripeMember();
    const replay = await world.deliver(event);
    expect(replay).toMatchObject({ status: 200, body: { result: { duplicate: true } } });
    expect(await eventRows(event.id)).toHaveLength(1);
    expect((await user.orders()).total).toBe(1);
  });

  it("processes 50 parallel deliveries of one renewal once: one order, one period", async () => {
    const { user, subscription } = await stripeMember();
    const invoice = stripeInvoice({
      id: "in_parallel_renewal",
      subscription: subscription.id,
      billingReason: "subscription_cycle",
      amount: 999,
      paid: true,
      periodStart: at(30),
      periodEnd: at(61),
    });
    const event = stripeEvent("invoice.paid", invoice, clock.now());
    const answers = await Promise.all(Array.from({ length: 50 }, () => world.deliver(event)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.result.duplicate === false)).toHaveLength(1);
    expect(await eventRows(event.id)).toHaveLength(1);
    const renewals = (await user.orders()).list.filter(
      (order: { category: string }) => order.category === "renewal",
    );
    expect(renewals).toEqual([expect.objectContaining({ amount: 999, status: "paid", method: "stripe" })]);
    expect((await user.status()).subscription.periodEnd).toBe(at(61).toISOString());

    // Another event about the same invoice (Stripe sends invoice.paid once, but a second event id
    // for it must not pay twice either): the order is keyed by the invoice.
    await world.deliver(stripeEvent("invoice.paid", invoice, clock.now()));
    expect(
      (await user.orders()).list.filter((order: { category: string }) => order.category === "renewal"),
    ).toHaveLength(1);
  });
});

describe("out-of-order delivery", () => {
  it("applies updated-before-completed from the subscription as it is, and ignores an older update after a newer", async () => {
    const user = await world.customer();
    const { orderNo } = (await user.subscribe("STANDARD")).result;
    const { event: completed, subscription } = world.completedCheckout(orderNo, { periodEnd: at(30) });
    // Stripe already reports the subscription cancelled at period end, before the checkout's event arrives.
    subscription.cancel_at_period_end = true;
    const early = world.subscriptionEvent("customer.subscription.updated", subscription, at(0.001));
    expect((await world.deliver(early)).status).toBe(200);
    expect((await user.status()).vip).toBe(false);
    await world.deliver(completed);
    expect(await user.status()).toMatchObject({
      vip: true,
      subscription: { status: "active", cancelAtPeriodEnd: true, periodEnd: at(30).toISOString() },
    });

    // A newer update resumes it; an older one (cancelled) delivered after it changes nothing.
    const resumed = { ...structuredClone(subscription), cancel_at_period_end: false };
    await world.deliver(world.subscriptionEvent("customer.subscription.updated", resumed, at(0.01)));
    expect((await user.status()).subscription.cancelAtPeriodEnd).toBe(false);
    const older = world.subscriptionEvent("customer.subscription.updated", subscription, at(0.005));
    expect((await world.deliver(older)).status).toBe(200);
    expect((await user.status()).subscription.cancelAtPeriodEnd).toBe(false);
    // Stored all the same, so its replay is a duplicate.
    expect(await eventRows(older.id)).toHaveLength(1);
  });

  it("keeps the newest of two updates delivered at once (events of one subscription take turns)", async () => {
    for (let round = 0; round < 8; round += 1) {
      const { user, subscription } = await stripeMember();
      const cancelled = { ...structuredClone(subscription), cancel_at_period_end: true };
      const older = world.subscriptionEvent("customer.subscription.updated", cancelled, at(0.001));
      const newer = world.subscriptionEvent("customer.subscription.updated", subscription, at(0.002));
      const answers = await Promise.all([world.deliver(newer), world.deliver(older)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect((await user.status()).subscription.cancelAtPeriodEnd).toBe(false);
    }
  });

  it("applies an older update after a newer renewal invoice: invoices do not carry cancel at period end", async () => {
    const { user, subscription } = await stripeMember();
    const renewal = stripeInvoice({
      id: `in_renewal_${subscription.id}`,
      subscription: subscription.id,
      billingReason: "subscription_cycle",
      amount: 999,
      paid: true,
      periodStart: at(30),
      periodEnd: at(60),
    });
    await world.deliver(stripeEvent("invoice.paid", renewal, at(0.02)));
    const cancelled = { ...structuredClone(subscription), cancel_at_period_end: true };
    await world.deliver(world.subscriptionEvent("customer.subscription.updated", cancelled, at(0.01)));
    // Its cancel at period end counts; the renewal's period and status stand.
    expect((await user.status()).subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      status: "active",
      periodEnd: at(60).toISOString(),
    });
  });

  it("does not revive an ended subscription with an older update", async () => {
    const { user, subscription } = await stripeMember();
    const ended = {
      ...structuredClone(subscription),
      status: "canceled",
      ended_at: Math.floor(clock.now().getTime() / 1000),
    };
    await world.deliver(stripeEvent("customer.subscription.deleted", ended, at(0.02)));
    expect((await user.status()).vip).toBe(false);
    await world.deliver(world.subscriptionEvent("customer.subscription.updated", subscription, at(0.01)));
    expect((await user.status()).vip).toBe(false);
  });
});

describe("renewals and failures", () => {
  it("marks a failed renewal PAY_FAILED, keeps the paid period, and a later payment makes it PAID again", async () => {
    const { user, subscription } = await stripeMember();
    const invoice = stripeInvoice({
      id: "in_failing_renewal",
      subscription: subscription.id,
      billingReason: "subscription_cycle",
      amount: 999,
      paid: false,
      periodStart: at(30),
      periodEnd: at(61),
    });
    clock.advance(30 * DAY_MS);
    try {
      await world.deliver(stripeEvent("invoice.payment_failed", invoice, clock.now()));
      // Stripe retries the card: a second attempt fails too, a second failed order.
      await world.deliver(
        stripeEvent("invoice.payment_failed", { ...invoice, attempt_count: 2 }, clock.now()),
      );
      // The paid period is over and the renewal unpaid: no plan, and the status says why.
      expect(await user.status()).toMatchObject({ vip: false, lastSubscriptionStatus: "PAY_FAILED" });
      const [row] = await world.harness.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerRef, subscription.id));
      expect(row).toMatchObject({ status: "pay_failed", periodEnd: at(30) });
      const failed = (await user.orders()).list.filter(
        (order: { status: string }) => order.status === "failed",
      );
      expect(failed).toHaveLength(2);

      clock.advance(60 * 1000);
      const paid = { ...invoice, amount_paid: 999, status: "paid", attempt_count: 3 };
      await world.deliver(stripeEvent("invoice.paid", paid, clock.now()));
      expect(await user.status()).toMatchObject({
        vip: true,
        lastSubscriptionStatus: "PAID",
        subscription: { status: "active", periodEnd: at(61).toISOString() },
      });
      clock.advance(-60 * 1000);
    } finally {
      clock.advance(-30 * DAY_MS);
    }
  });

  it("settles a checkout paid by bank debit when its first invoice is paid, once whichever comes first", async () => {
    const firstInvoice = (orderNo: string, subscription: string) =>
      stripeInvoice({
        id: `in_first_${orderNo}`,
        subscription,
        billingReason: "subscription_create",
        amount: 999,
        paid: true,
        periodStart: at(0),
        periodEnd: at(30),
        metadata: { orderNo },
      });
    const user = await world.customer();
    const { orderNo } = (await user.subscribe("STANDARD")).result;
    const { event, subscription } = world.completedCheckout(orderNo, {
      periodEnd: at(30),
      paymentStatus: "unpaid",
    });
    await world.deliver(event);
    expect((await user.status()).vip).toBe(false);
    await world.deliver(stripeEvent("invoice.paid", firstInvoice(orderNo, subscription.id), clock.now()));
    expect(await user.status()).toMatchObject({
      vip: true,
      subscription: { provider: "stripe", periodEnd: at(30).toISOString() },
    });

    // Cards: the first invoice may come before the completed checkout; the order is paid once.
    const card = await world.customer();
    const cardOrder = (await card.subscribe("STANDARD")).result.orderNo;
    const completed = world.completedCheckout(cardOrder, { periodEnd: at(30) });
    await world.deliver(
      stripeEvent("invoice.paid", firstInvoice(cardOrder, completed.subscription.id), clock.now()),
    );
    await world.deliver(completed.event);
    expect((await card.status()).subscription).toMatchObject({
      provider: "stripe",
      periodEnd: at(30).toISOString(),
    });
    expect((await card.orders()).list).toEqual([
      expect.objectContaining({ orderNo: cardOrder, status: "paid" }),
    ]);
  });

  it("cancels the order of a checkout Stripe closed unpaid, and only a pending one", async () => {
    const user = await world.customer();
    const { orderNo } = (await user.subscribe("STANDARD")).result;
    const session = {
      id: `cs_expired_${orderNo}`,
      object: "checkout.session",
      client_reference_id: orderNo,
      status: "expired",
    };
    await world.deliver(stripeEvent("checkout.session.expired", session, clock.now()));
    expect((await user.orders()).list).toEqual([expect.objectContaining({ orderNo, status: "cancelled" })]);
    // A paid order stays paid whatever expiry is reported for it.
    const paid = await stripeMember();
    const late = { ...session, id: "cs_late", client_reference_id: paid.orderNo };
    await world.deliver(stripeEvent("checkout.session.expired", late, clock.now()));
    expect((await paid.user.orders()).list[0]).toMatchObject({ orderNo: paid.orderNo, status: "paid" });
  });

  it("ignores events of subscriptions and orders it does not know, and unknown types, with 200", async () => {
    const invoice = stripeInvoice({
      id: "in_unknown",
      subscription: "sub_unknown",
      billingReason: "subscription_cycle",
      amount: 999,
      paid: true,
      periodStart: at(0),
      periodEnd: at(30),
    });
    expect((await world.deliver(stripeEvent("invoice.paid", invoice, clock.now()))).status).toBe(200);
    expect(
      (await world.deliver(stripeEvent("customer.created", { id: "cus_x", object: "customer" }, clock.now())))
        .status,
    ).toBe(200);
  });
});
