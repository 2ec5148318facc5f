import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { stripeEvent, stripeInvoice } from "../../../test/fake-stripe.ts";
import { DAY_MS, useStripeWorld } from "../../../test/stripe-world.ts";
import { ConfigError, loadConfig } from "../../config.ts";
import { backgroundContext } from "../../context.ts";
import { removeDueAccounts } from "../auth/index.ts";
import { users } from "../users/users.schema.ts";

const START = new Date("2026-11-20T12:00:00Z");
const world = useStripeWorld(START, "offers:\n  PREMIUM_ANNUAL: { price: 199.9, trialDays: 3 }\n");
const { clock } = world;

describe("configuration", () => {
  it("answers stripe as the payment mode with a key, and refuses a key without the webhook secret", async () => {
    expect((await call(world.harness.app, "GET", "/api/plans/list")).result.paymentMode).toBe("stripe");
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required/,
    );
    expect(() =>
      loadConfig({
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
        STRIPE_API_URL: "ftp://x",
      }),
    ).toThrow(/STRIPE_API_URL/);
    const production = {
      NODE_ENV: "production",
      SMTP_URL: "smtp://127.0.0.1:9",
      UPLOAD_SIGNING_SECRET: "a-production-secret-of-at-least-32-characters",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL: is required/);
    expect(loadConfig({ ...production, PUBLIC_URL: "https://fable.example" }).STRIPE_SECRET_KEY).toBe(
      "sk_live_x",
    );
  });
});

describe("Stripe Checkout", () => {
  it("sells a plan: a checkout session at the plan's price, then the completed webhook makes a member", async () => {
    const user = await world.customer();
    const checkout = await user.subscribe("STANDARD");
    expect(checkout.code).toBe(0);
    const { orderNo } = checkout.result;
    expect(checkout.result).toMatchObject({ amount: 999, currency: "usd" });
    const [created] = world.fake.calls("POST", "/v1/checkout/sessions").filter((request) => {
      return request.form.client_reference_id === orderNo;
    });
    expect(checkout.result.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);
    expect(created!.form).toMatchObject({
      mode: "subscription",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "999",
      "line_items[0][price_data][recurring][interval]": "month",
      "line_items[0][price_data][product_data][name]": "Fable Standard",
      "subscription_data[metadata][orderNo]": orderNo,
      "subscription_data[metadata][userId]": String(user.row.id),
      "subscription_data[metadata][vipEnum]": "STANDARD",
      success_url: `https://fable.test/?businessId=${orderNo}&sub=1`,
      cancel_url: "https://fable.test/billing?tab=plans",
    });
    expect(created!.form["subscription_data[trial_period_days]"]).toBeUndefined();
    expect(created!.idempotencyKey).toBe(`fable-checkout-${orderNo}`);
    expect((await user.status()).vip).toBe(false);

    const periodEnd = new Date(START.getTime() + 30 * DAY_MS);
    const { event, subscription } = world.completedCheckout(orderNo, { periodEnd });
    const delivered = await world.deliver(event);
    expect(delivered).toMatchObject({ status: 200, body: { code: 0, result: { duplicate: false } } });
    expect(await user.status()).toMatchObject({
      vip: true,
      vipEnum: "STANDARD",
      lastSubscriptionStatus: "PAID",
      subscription: { status: "active", provider: "stripe", periodEnd: periodEnd.toISOString() },
    });
    expect((await user.orders()).list[0]).toMatchObject({ orderNo, method: "stripe", status: "paid" });
    // The completed webhook read the subscription from Stripe.
    expect(world.fake.calls("GET", `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);

    // A second checkout of the same account reuses its Stripe customer.
    const customersBefore = world.fake.calls("POST", "/v1/customers").length;
    const other = await world.customer();
    await other.subscribe("STANDARD");
    await other.subscribe("PREMIUM");
    expect(world.fake.calls("POST", "/v1/customers").length).toBe(customersBefore + 1);
  });

  it("starts a trial with trial_period_days; the first paid invoice converts it to an active year", async () => {
    const user = await world.customer();
    const { orderNo, amount } = (await user.subscribe("PREMIUM_ANNUAL")).result;
    expect(amount).toBe(0);
    const request = world.fake.calls("POST", "/v1/checkout/sessions").at(-1)!;
    expect(request.form).toMatchObject({
      "subscription_data[trial_period_days]": "3",
      "line_items[0][price_data][unit_amount]": "19990",
      "line_items[0][price_data][recurring][interval]": "year",
    });
    const trialEnd = new Date(START.getTime() + 3 * DAY_MS);
    const { event, subscription } = world.completedCheckout(orderNo, {
      status: "trialing",
      periodEnd: trialEnd,
      trialEnd,
    });
    await world.deliver(event);
    expect((await user.status()).subscription).toMatchObject({
      status: "trialing",
      periodEnd: trialEnd.toISOString(),
    });

    const yearEnd = new Date(trialEnd.getTime() + 365 * DAY_MS);
    const invoice = stripeInvoice({
      id: `in_trial_${orderNo}`,
      subscription: subscription.id,
      billingReason: "subscription_cycle",
      amount: 19990,
      paid: true,
      periodStart: trialEnd,
      periodEnd: yearEnd,
    });
    const converted = await world.deliver(stripeEvent("invoice.paid", invoice, trialEnd));
    expect(converted.status).toBe(200);
    expect(await user.status()).toMatchObject({
      vip: true,
      vipEnum: "PREMIUM_ANNUAL",
      subscription: { status: "active", periodEnd: yearEnd.toISOString() },
    });
    const orders = (await user.orders()).list;
    expect(
      orders.map((order: { category: string; amount: number }) => [order.category, order.amount]),
    ).toEqual([
      ["renewal", 19990],
      ["trial", 0],
    ]);
  });

  it("cancels at period end on Stripe and locally, resumes, then the deleted event ends the plan", async () => {
    const user = await world.customer();
    const { orderNo } = (await user.subscribe("STANDARD")).result;
    const periodEnd = new Date(START.getTime() + 30 * DAY_MS);
    const { event, subscription } = world.completedCheckout(orderNo, { periodEnd });
    await world.deliver(event);

    const cancelled = await user.api("PUT", "/pay/subscription/end", { reasons: ["too_expensive"] });
    expect(cancelled.result).toMatchObject({ cancelAtPeriodEnd: true, status: "active" });
    const updates = world.fake.calls("POST", `/v1/subscriptions/${subscription.id}`);
    expect(updates.at(-1)!.form).toEqual({ cancel_at_period_end: "true" });
    const resumed = await user.api("POST", "/pay/reSubscribe");
    expect(resumed.result.resumed).toMatchObject({ cancelAtPeriodEnd: false });
    expect(world.fake.calls("POST", `/v1/subscriptions/${subscription.id}`).at(-1)!.form).toEqual({
      cancel_at_period_end: "false",
    });
    await user.api("PUT", "/pay/subscription/end", { reasons: [] });

    // Stripe tells the same, then ends the subscription when the period is over.
    subscription.cancel_at_period_end = true;
    await world.deliver(world.subscriptionEvent("customer.subscription.updated", subscription, clock.now()));
    expect((await user.status()).subscription).toMatchObject({ cancelAtPeriodEnd: true });
    const ended = {
      ...structuredClone(subscription),
      status: "canceled",
      ended_at: periodEnd.getTime() / 1000,
    };
    await world.deliver(stripeEvent("customer.subscription.deleted", ended, periodEnd), {
      signedAt: clock.now(),
    });
    const status = await user.status();
    expect(status).toMatchObject({ vip: false, subscription: null, lastVipEndTime: periodEnd.toISOString() });
  });

  it("upgrades a Stripe subscription: the item moves to the new price, prorated, paid by the invoice", async () => {
    const user = await world.customer();
    const { orderNo } = (await user.subscribe("STANDARD")).result;
    const periodEnd = new Date(START.getTime() + 30 * DAY_MS);
    const { event, subscription } = world.completedCheckout(orderNo, { periodEnd });
    await world.deliver(event);

    clock.advance(15 * DAY_MS);
    try {
      const upgrade = await user.subscribe("PREMIUM");
      expect(upgrade.code).toBe(0);
      // Half of the period is left: half of 19.99 − 9.99.
      expect(upgrade.result).toMatchObject({ amount: 500 });
      expect(upgrade.result.checkoutUrl).toBe(
        `https://fable.test/?businessId=${upgrade.result.orderNo}&sub=1`,
      );
      const [change] = world.fake.calls("POST", `/v1/subscriptions/${subscription.id}`);
      expect(change!.form).toMatchObject({
        "items[0][id]": `si_${subscription.id}`,
        "items[0][price_data][unit_amount]": "1999",
        "items[0][price_data][currency]": "usd",
        "items[0][price_data][recurring][interval]": "month",
        proration_behavior: "always_invoice",
        payment_behavior: "pending_if_incomplete",
      });
      expect(change!.form["items[0][price_data][product]"]).toMatch(/^prod_/);
      expect((await user.status()).vipEnum).toBe("STANDARD");

      const invoice = stripeInvoice({
        id: `in_upgrade_${orderNo}`,
        subscription: subscription.id,
        billingReason: "subscription_update",
        amount: 501,
        paid: true,
        periodStart: clock.now(),
        periodEnd,
      });
      await world.deliver(stripeEvent("invoice.paid", invoice, clock.now()));
      expect((await user.status()).vipEnum).toBe("PREMIUM");
      const [latest] = (await user.orders()).list;
      // The order records what Stripe charged.
      expect(latest).toMatchObject({
        orderNo: upgrade.result.orderNo,
        category: "upgrade",
        amount: 501,
        status: "paid",
      });
    } finally {
      clock.advance(-15 * DAY_MS);
    }
  });

  it("opens the Billing Portal for a Stripe subscription, and says why not for other plans", async () => {
    const user = await world.customer();
    const none = await user.api("POST", "/pay/stripe/portal");
    expect(none.message).toBe(
      "Your plan is not billed through Stripe. Cancel or resume it on the plans page",
    );
    const { orderNo } = (await user.subscribe("STANDARD")).result;
    const { event } = world.completedCheckout(orderNo, {
      periodEnd: new Date(START.getTime() + 30 * DAY_MS),
    });
    await world.deliver(event);
    const portal = await user.api("POST", "/pay/stripe/portal");
    expect(portal.result.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const request = world.fake.calls("POST", "/v1/billing_portal/sessions").at(-1)!;
    expect(request.form).toMatchObject({ return_url: "https://fable.test/billing?tab=plans" });
    expect(request.form.customer).toMatch(/^cus_/);
  });

  it("closes an earlier checkout still open when another starts, so two tabs cannot pay twice", async () => {
    const expires = () => world.fake.requests.filter((request) => request.path.endsWith("/expire"));
    const before = expires().length;
    const user = await world.customer();
    const first = (await user.subscribe("STANDARD")).result.orderNo;
    const second = (await user.subscribe("PREMIUM")).result.orderNo;
    const sessionOf = (orderNo: string) =>
      [...world.fake.sessions.values()].find((session) => session.client_reference_id === orderNo)!;
    expect(
      expires()
        .slice(before)
        .map((request) => request.path),
    ).toEqual([`/v1/checkout/sessions/${sessionOf(first).id}/expire`]);
    expect(sessionOf(first).status).toBe("expired");
    expect((await user.orders()).list).toEqual([
      expect.objectContaining({ orderNo: first, status: "cancelled" }),
    ]);

    // The second was paid a moment ago (its webhook not here yet): Stripe will not close it, and its
    // order stays for the webhook to settle.
    sessionOf(second).status = "complete";
    await user.subscribe("PREMIUM");
    expect(expires().slice(before)).toHaveLength(2);
    const { event } = world.completedCheckout(second, { periodEnd: new Date(START.getTime() + 30 * DAY_MS) });
    await world.deliver(event);
    expect(await user.status()).toMatchObject({ vip: true, vipEnum: "PREMIUM" });
  });

  it("cancels the order and asks to try again when Stripe does not answer", async () => {
    const user = await world.customer();
    world.fake.setFailing(true);
    try {
      const refused = await user.subscribe("STANDARD");
      expect(refused).toMatchObject({ status: 200, code: 1 });
      expect(refused.message).toBe("The payment service did not answer. Please try again in a moment");
    } finally {
      world.fake.setFailing(false);
    }
    expect((await user.orders()).list).toEqual([
      expect.objectContaining({ status: "cancelled", method: "stripe" }),
    ]);
  });
});

describe("an account's removal", () => {
  it("cancels its Stripe subscription first, and waits for the next run while Stripe cannot be told", async () => {
    const user = await world.customer();
    const { orderNo } = (await user.subscribe("STANDARD")).result;
    const { event, subscription } = world.completedCheckout(orderNo, {
      periodEnd: new Date(START.getTime() + 30 * DAY_MS),
    });
    await world.deliver(event);
    expect((await user.status()).vip).toBe(true);
    const { db } = world.harness.database;
    await db.update(users).set({ removalScheduledAt: START }).where(eq(users.id, user.row.id));
    const context = backgroundContext({
      config: world.harness.config,
      database: world.harness.database,
      clock,
    });
    const removed = async () =>
      (await db.select({ removedAt: users.removedAt }).from(users).where(eq(users.id, user.row.id)))[0]!
        .removedAt;

    world.fake.setFailing(true);
    try {
      await removeDueAccounts(context);
    } finally {
      world.fake.setFailing(false);
    }
    expect(await removed()).toBeNull();

    await removeDueAccounts(context);
    expect(await removed()).not.toBeNull();
    // The SDK retried while the fake was down; every attempt carries one idempotency key.
    const cancels = world.fake.calls("DELETE", `/v1/subscriptions/${subscription.id}`);
    expect(new Set(cancels.map((request) => request.idempotencyKey))).toEqual(
      new Set([`remove:${subscription.id}`]),
    );
    expect(world.fake.subscriptions.get(subscription.id)!.status).toBe("canceled");
    const [row] = await db
      .select({ vipEnum: users.vipEnum, vipUntil: users.vipUntil })
      .from(users)
      .where(eq(users.id, user.row.id));
    expect(row).toEqual({ vipEnum: "FREE", vipUntil: null });
  });
});
