import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** A request the fake received: method, path, and the form body flattened (`line_items[0][quantity]`). */
export interface FakeStripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: Stripe's JSON objects, as loose as the API's
type StripeObject = Record<string, any>;

export const WEBHOOK_SECRET = "whsec_fable_test_secret";

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A local stand-in for the Stripe endpoints Fable calls (customers, checkout sessions, products,
 * subscriptions retrieve/update/cancel, billing portal sessions), answering in Stripe's JSON shapes and
 * recording each request. Subscriptions are whatever the test puts in `subscriptions`; an update
 * changes cancel_at_period_end there, as Stripe would.
 */
export async function startFakeStripe() {
  const requests: FakeStripeRequest[] = [];
  const subscriptions = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  let counter = 0;
  const nextId = (prefix: string) => {
    counter += 1;
    return `${prefix}_test${String(counter).padStart(6, "0")}`;
  };
  let failing = false;

  function answer(request: FakeStripeRequest): [number, StripeObject] {
    const { method, path, form } = request;
    if (failing) return [500, { error: { type: "api_error", message: "The fake is down" } }];
    if (method === "POST" && path === "/v1/customers") {
      return [200, { id: nextId("cus"), object: "customer", email: form.email ?? null, metadata: {} }];
    }
    if (method === "POST" && path === "/v1/products") {
      return [200, { id: nextId("prod"), object: "product", name: form.name, active: true }];
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = nextId("cs");
      const session = {
        id,
        object: "checkout.session",
        mode: form.mode,
        status: "open",
        payment_status: "unpaid",
        customer: form.customer,
        client_reference_id: form.client_reference_id ?? null,
        subscription: null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        metadata: {},
      };
      sessions.set(id, session);
      return [200, session];
    }
    const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === "POST" && expiring) {
      const session = sessions.get(decodeURIComponent(expiring[1]!));
      if (!session)
        return [404, { error: { type: "invalid_request_error", message: "No such checkout.session" } }];
      if (session.status !== "open") {
        return [400, { error: { type: "invalid_request_error", message: `Session is ${session.status}` } }];
      }
      session.status = "expired";
      return [200, session];
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const id = nextId("bps");
      return [
        200,
        {
          id,
          object: "billing_portal.session",
          customer: form.customer,
          return_url: form.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      ];
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    const subscription = match ? subscriptions.get(decodeURIComponent(match[1]!)) : undefined;
    if (match && !subscription) {
      return [404, { error: { type: "invalid_request_error", message: "No such subscription" } }];
    }
    if (subscription && method === "GET") return [200, subscription];
    if (subscription && method === "DELETE") {
      subscription.status = "canceled";
      return [200, subscription];
    }
    if (subscription && method === "POST") {
      if (form.cancel_at_period_end) subscription.cancel_at_period_end = form.cancel_at_period_end === "true";
      return [200, subscription];
    }
    return [404, { error: { type: "invalid_request_error", message: `Unrecognized request URL ${path}` } }];
  }

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const url = new URL(incoming.url ?? "/", "http://127.0.0.1");
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      const key = incoming.headers["idempotency-key"];
      const request = {
        method: incoming.method ?? "GET",
        path: url.pathname,
        form,
        idempotencyKey: typeof key === "string" ? key : undefined,
      };
      requests.push(request);
      const [status, body] = answer(request);
      response.writeHead(status, { "content-type": "application/json", "request-id": nextId("req") });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    /** Checkout sessions by id; a test sets `status: "complete"` when the user has paid. */
    sessions,
    /** Every request to `path` (and method), oldest first. */
    calls: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    setFailing(value: boolean) {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** The environment that points the server at the fake. */
export const stripeEnv = (fake: FakeStripe) => ({
  STRIPE_SECRET_KEY: "sk_test_fable",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: fake.url,
  PUBLIC_URL: "https://fable.test",
});

/** A Stripe subscription object as the API (2025+) shapes it: the period on its item. */
export function stripeSubscription(options: {
  id: string;
  customer: string;
  status: string;
  created: Date;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd?: boolean;
  trialEnd?: Date | null;
  endedAt?: Date | null;
  metadata?: Record<string, string>;
}): StripeObject {
  return {
    id: options.id,
    object: "subscription",
    customer: options.customer,
    status: options.status,
    created: seconds(options.created),
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    ended_at: options.endedAt ? seconds(options.endedAt) : null,
    trial_end: options.trialEnd ? seconds(options.trialEnd) : null,
    metadata: options.metadata ?? {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${options.id}`,
          object: "subscription_item",
          current_period_start: seconds(options.periodStart),
          current_period_end: seconds(options.periodEnd),
        },
      ],
    },
  };
}

/** An invoice of a subscription, as invoice.paid and invoice.payment_failed carry it. */
export function stripeInvoice(options: {
  id: string;
  subscription: string;
  billingReason: string;
  amount: number;
  paid: boolean;
  periodStart: Date;
  periodEnd: Date;
  attempt?: number;
  /** The subscription's metadata the invoice copies (orderNo …). */
  metadata?: Record<string, string>;
}): StripeObject {
  return {
    id: options.id,
    object: "invoice",
    billing_reason: options.billingReason,
    amount_due: options.amount,
    amount_paid: options.paid ? options.amount : 0,
    currency: "usd",
    attempt_count: options.attempt ?? 1,
    status: options.paid ? "paid" : "open",
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: options.subscription, metadata: options.metadata ?? {} },
    },
    lines: {
      object: "list",
      data: [
        {
          id: `il_${options.id}`,
          object: "line_item",
          period: { start: seconds(options.periodStart), end: seconds(options.periodEnd) },
        },
      ],
    },
  };
}

let eventCounter = 0;

/** A Stripe event around an object, created at `at`. */
export function stripeEvent(type: string, object: StripeObject, at: Date, id?: string) {
  eventCounter += 1;
  return {
    id: id ?? `evt_test${String(eventCounter).padStart(8, "0")}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: seconds(at),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The body and Stripe-Signature header of a delivery, signed with the SDK's test helper. */
export function signedDelivery(event: object, at: Date, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: seconds(at) });
  return { payload, signature };
}
