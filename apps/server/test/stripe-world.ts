// The shared setting of the Stripe tests: a customer, checkouts Stripe completes, signed deliveries.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { call } from "./accounts.ts";
import { buildSession } from "./factories/index.ts";
import {
  type FakeStripe,
  signedDelivery,
  startFakeStripe,
  stripeEnv,
  stripeEvent,
  stripeSubscription,
} from "./fake-stripe.ts";
import { createTestApp, movableClock, type TestApp } from "./harness.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;

// biome-ignore lint/suspicious/noExplicitAny: Stripe's JSON objects, as loose as the API's
type StripeObject = Record<string, any>;

/**
 * One installation for a test file, connected to a fake Stripe, on a clock that starts at `start`;
 * `plansYaml` is written to a PLANS_FILE when given. Starts in beforeAll and stops in afterAll.
 */
export function useStripeWorld(start: Date, plansYaml?: string) {
  const clock = movableClock(start);
  let harness: TestApp;
  let fake: FakeStripe;
  let directory: string | undefined;
  beforeAll(async () => {
    fake = await startFakeStripe();
    const env: Record<string, string> = stripeEnv(fake);
    if (plansYaml) {
      directory = mkdtempSync(path.join(tmpdir(), "fable-stripe-"));
      env.PLANS_FILE = path.join(directory, "plans.yaml");
      writeFileSync(env.PLANS_FILE, plansYaml);
    }
    harness = await createTestApp({ clock, env });
  });
  afterAll(async () => {
    await harness?.close();
    await fake?.close();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });
  const get = () => ({ harness, fake, clock });
  return {
    clock,
    get harness() {
      return harness;
    },
    get fake() {
      return fake;
    },
    ...stripeWorld(get),
  };
}

/** The tests' view of one installation: its app, clock and fake Stripe. */
function stripeWorld(get: () => { harness: TestApp; fake: FakeStripe; clock: { now(): Date } }) {
  let subscriptionCounter = 0;

  /** Posts an event to the webhook, signed now (or as told), and answers the HTTP status and envelope. */
  async function deliver(event: object, options: { secret?: string; signedAt?: Date } = {}) {
    const { harness, clock } = get();
    const { payload, signature } = signedDelivery(event, options.signedAt ?? clock.now(), options.secret);
    const response = await harness.app.inject({
      method: "POST",
      url: "/pay/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function customer() {
    const { harness, clock } = get();
    const { row } = await buildSession(harness.database.db, { now: clock.now() });
    const token = async () =>
      (await buildSession(harness.database.db, { user: row, now: clock.now() })).token;
    const api = async (method: "GET" | "POST" | "PUT", url: string, body?: object) =>
      call(harness.app, method, `/api${url}`, { token: await token(), ...(body ? { body } : {}) });
    return {
      row,
      api,
      subscribe: (vipEnum: string) => api("POST", "/pay/initiate/subscription", { vipEnum }),
      status: async () => (await api("GET", "/user/status")).result,
      orders: async () => (await api("POST", "/order/pageQuery", { page: 1, limit: 20 })).result,
    };
  }

  /**
   * What Stripe does when the user pays on the checkout page: the subscription exists (in the fake) and
   * checkout.session.completed is built (not delivered). Answers the event and the subscription.
   */
  function completedCheckout(
    orderNo: string,
    options: { status?: string; periodEnd: Date; trialEnd?: Date; paymentStatus?: string },
  ) {
    const { fake, clock } = get();
    const session = fake.calls("POST", "/v1/checkout/sessions").find((request) => {
      return request.form.client_reference_id === orderNo;
    });
    expect(session, `a checkout session for ${orderNo}`).toBeDefined();
    subscriptionCounter += 1;
    const id = `sub_world${subscriptionCounter}_${orderNo}`;
    const subscription = stripeSubscription({
      id,
      customer: session!.form.customer!,
      status: options.status ?? "active",
      created: clock.now(),
      periodStart: clock.now(),
      periodEnd: options.periodEnd,
      trialEnd: options.trialEnd ?? null,
    });
    fake.subscriptions.set(id, subscription);
    const object: StripeObject = {
      id: `cs_for_${orderNo}`,
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: orderNo,
      customer: session!.form.customer,
      subscription: id,
      payment_status: options.paymentStatus ?? (options.trialEnd ? "no_payment_required" : "paid"),
      status: "complete",
      metadata: { orderNo },
    };
    return { event: stripeEvent("checkout.session.completed", object, clock.now()), subscription };
  }

  /** A subscription event carrying the subscription as it is (a copy), created at `at`. */
  const subscriptionEvent = (type: string, subscription: StripeObject, at: Date) =>
    stripeEvent(type, structuredClone(subscription), at);

  return { deliver, customer, completedCheckout, subscriptionEvent };
}
