// The money bench of issue 18: 200 concurrent credit spends (the ledger service, in process, on the
// server's PostgreSQL database: no route spends credits) and 100 signed Stripe webhook deliveries a
// second to the running server, together for DURATION_S, then a count of ledger rows, orders and
// events: none lost, none twice. Run by scripts/lib/money-bench.mjs with
// `node --import tsx apps/server/bench/money.ts <server URL> <postgres URL> <webhook secret>`;
// prints one JSON line.
import { randomBytes } from "node:crypto";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import Stripe from "stripe";
import { loadConfig } from "../src/config.ts";
import { backgroundContext } from "../src/context.ts";
import { openPostgres } from "../src/db/client.ts";
import { creditLedger } from "../src/modules/credits/credits.schema.ts";
import { creditBalance, grantCredits, spendCredits } from "../src/modules/credits/index.ts";
import { orders, paymentEvents } from "../src/modules/payments/payments.schema.ts";
import { grantPlan } from "../src/modules/plans/index.ts";
import { buildUser } from "../test/factories/users.ts";

const [serverUrl, databaseUrl, webhookSecret] = process.argv.slice(2);
if (!serverUrl || !databaseUrl || !webhookSecret)
  throw new Error("usage: money.ts <server> <postgres> <secret>");

const DURATION_S = Number(process.env.MONEY_BENCH_SECONDS ?? 30);
const SPENDERS = 200;
/** Spenders share accounts, ten to one, so spends of one account really contend for its lock. */
const SPEND_ACCOUNTS = 20;
/** Every tenth spend is sent again with the same operation key, as a retried request would be. */
const REPLAY_EVERY = 10;
const DELIVERIES_PER_S = 100;
/** Of each second's deliveries, this many repeat an event already delivered (Stripe's retries). */
const REPLAYS_PER_S = 10;
const SUBSCRIBERS = 100;
const GRANT = 1_000_000;

const run = randomBytes(4).toString("hex");
const database = openPostgres(databaseUrl, 40);
const config = loadConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" });
const ctx = backgroundContext({ config, database });
const db = database.db;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? null
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function seed() {
  const spenders = [];
  for (let index = 0; index < SPEND_ACCOUNTS; index += 1) {
    const user = await buildUser(db, { email: `spender-${run}-${index}@bench.invalid` });
    await grantCredits(ctx, {
      userId: user.id,
      amount: GRANT,
      validDays: 30,
      reason: "bench",
      operation: `bench:${run}`,
    });
    spenders.push(user.id);
  }
  const subscribers = [];
  for (let index = 0; index < SUBSCRIBERS; index += 1) {
    const user = await buildUser(db, { email: `subscriber-${run}-${index}@bench.invalid` });
    const providerRef = `sub_bench_${run}_${index}`;
    await grantPlan(ctx, {
      userId: user.id,
      vipEnum: "STANDARD",
      length: { months: 1 },
      provider: "stripe",
      providerRef,
    });
    subscribers.push(providerRef);
  }
  return { spenders, subscribers };
}

async function spendLoad(spenders: number[], until: number) {
  let spent = 0;
  let replaysRefused = 0;
  let errors = 0;
  const errorKinds = new Set<string>();
  const latencies: number[] = [];
  const perUser = new Map<number, number>();
  await Promise.all(
    Array.from({ length: SPENDERS }, async (_, worker) => {
      const userId = spenders[worker % spenders.length]!;
      for (let n = 0; Date.now() < until; n += 1) {
        const operation = `bench:${run}:spend:${worker}:${n}`;
        const started = performance.now();
        try {
          if (await spendCredits(ctx, { userId, amount: 1, reason: "bench", operation })) {
            spent += 1;
            perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
          }
          latencies.push(performance.now() - started);
          if (
            n % REPLAY_EVERY === 0 &&
            !(await spendCredits(ctx, { userId, amount: 1, reason: "bench", operation }))
          ) {
            replaysRefused += 1;
          }
        } catch (error) {
          errors += 1;
          errorKinds.add(String((error as Error).message).slice(0, 120));
        }
      }
    }),
  );
  return { spent, replaysRefused, errors, errorKinds: [...errorKinds], perUser, latencies };
}

function invoicePaidEvent(subscription: string, sequence: number) {
  const now = Math.floor(Date.now() / 1000);
  const invoiceId = `in_bench_${run}_${sequence}`;
  return {
    id: `evt_bench_${run}_${sequence}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: now,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: "invoice.paid",
    data: {
      object: {
        id: invoiceId,
        object: "invoice",
        billing_reason: "subscription_cycle",
        amount_due: 999,
        amount_paid: 999,
        currency: "usd",
        attempt_count: 1,
        status: "paid",
        parent: { type: "subscription_details", subscription_details: { subscription, metadata: {} } },
        lines: {
          object: "list",
          data: [
            { id: `il_${invoiceId}`, object: "line_item", period: { start: now, end: now + 30 * 86400 } },
          ],
        },
      },
    },
  };
}

async function deliver(payload: string) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret! });
  const started = performance.now();
  try {
    const response = await fetch(`${serverUrl}/pay/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    const body = (await response.json()) as { result?: { duplicate?: boolean } };
    return {
      status: response.status,
      duplicate: body.result?.duplicate === true,
      ms: performance.now() - started,
    };
  } catch {
    return { status: 0, duplicate: false, ms: performance.now() - started };
  }
}

async function webhookLoad(subscribers: string[], until: number) {
  const sent = new Map<string, string>();
  const results: Awaited<ReturnType<typeof deliver>>[] = [];
  const inFlight: Promise<void>[] = [];
  let sequence = 0;
  while (Date.now() < until) {
    const tick = Date.now();
    const payloads: string[] = [];
    for (let index = 0; index < DELIVERIES_PER_S - REPLAYS_PER_S; index += 1) {
      const event = invoicePaidEvent(subscribers[sequence % subscribers.length]!, sequence);
      sequence += 1;
      const payload = JSON.stringify(event);
      sent.set(event.id, payload);
      payloads.push(payload);
    }
    const earlier = [...sent.values()];
    for (let index = 0; index < REPLAYS_PER_S; index += 1) {
      payloads.push(earlier[Math.floor(Math.random() * earlier.length)]!);
    }
    // Spread over the second, as Stripe's deliveries arrive, not in one burst.
    payloads.forEach((payload, index) => {
      inFlight.push(
        new Promise<void>((resolve) =>
          setTimeout(
            async () => {
              results.push(await deliver(payload));
              resolve();
            },
            (index * 1000) / payloads.length,
          ),
        ),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, tick + 1000 - Date.now())));
  }
  await Promise.all(inFlight);
  // What failed is delivered again, as Stripe retries anything but a 2xx.
  const failed = results.filter((result) => result.status !== 200).length;
  if (failed > 0) for (const payload of sent.values()) await deliver(payload);
  return { sent, results, failed };
}

async function check(
  spend: Awaited<ReturnType<typeof spendLoad>>,
  hooks: Awaited<ReturnType<typeof webhookLoad>>,
) {
  const [ledger] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      operations: sql<number>`count(distinct ${creditLedger.operation})::int`,
      total: sql<number>`coalesce(-sum(${creditLedger.amount}), 0)::int`,
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.kind, "spend"), like(creditLedger.operation, `bench:${run}:spend:%`)));
  let balancesRight = true;
  for (const [userId, spent] of spend.perUser) {
    const balance = await creditBalance(ctx, userId);
    if (balance.balance !== GRANT - spent) balancesRight = false;
  }
  const eventIds = [...hooks.sent.keys()];
  const invoiceIds = eventIds.map((id) => id.replace("evt_bench_", "in_bench_"));
  const [events] = await db
    .select({ rows: sql<number>`count(*)::int` })
    .from(paymentEvents)
    .where(inArray(paymentEvents.eventId, eventIds));
  const [renewals] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      distinct: sql<number>`count(distinct ${orders.providerRef})::int`,
    })
    .from(orders)
    .where(and(eq(orders.method, "stripe"), inArray(orders.providerRef, invoiceIds)));
  return {
    ledgerRows: ledger!.rows,
    ledgerOperations: ledger!.operations,
    ledgerTotal: ledger!.total,
    balancesRight,
    eventRows: events!.rows,
    renewalOrders: renewals!.rows,
    distinctRenewalOrders: renewals!.distinct,
  };
}

const { spenders, subscribers } = await seed();
const started = Date.now();
const until = started + DURATION_S * 1000;
const [spend, hooks] = await Promise.all([spendLoad(spenders, until), webhookLoad(subscribers, until)]);
const elapsedS = (Date.now() - started) / 1000;
const counts = await check(spend, hooks);
const delivered = hooks.results.filter((result) => result.status === 200);
const webhookMs = hooks.results.map((result) => result.ms);
console.log(
  JSON.stringify({
    durationS: DURATION_S,
    elapsedS,
    spenders: SPENDERS,
    spendAccounts: SPEND_ACCOUNTS,
    spends: spend.spent,
    spendsPerS: spend.spent / DURATION_S,
    spendReplaysRefused: spend.replaysRefused,
    spendErrors: spend.errors,
    spendErrorKinds: spend.errorKinds.slice(0, 3),
    spendP50Ms: percentile(spend.latencies, 50),
    spendP99Ms: percentile(spend.latencies, 99),
    deliveries: hooks.results.length,
    // Offered over the load's duration; the last second's deliveries finish after it.
    deliveriesPerS: hooks.results.length / DURATION_S,
    deliveriesOk: delivered.length,
    deliveriesFailed: hooks.failed,
    duplicatesAnswered: delivered.filter((result) => result.duplicate).length,
    uniqueEvents: hooks.sent.size,
    webhookP50Ms: percentile(webhookMs, 50),
    webhookP99Ms: percentile(webhookMs, 99),
    ...counts,
    lostOrDuplicated:
      counts.ledgerRows !== spend.spent ||
      counts.ledgerOperations !== spend.spent ||
      counts.ledgerTotal !== spend.spent ||
      !counts.balancesRight ||
      counts.eventRows !== hooks.sent.size ||
      counts.renewalOrders !== hooks.sent.size ||
      counts.distinctRenewalOrders !== hooks.sent.size,
  }),
);
await database.close();
