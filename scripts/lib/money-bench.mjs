// `npm run bench -- money` (issue 18): the built server on PostgreSQL with a Stripe webhook secret,
// 200 concurrent credit spends in process (apps/server/bench/money.ts) and 100 signed webhook
// deliveries a second to the server for 30 s, then the ledger, order and event counts: nothing lost,
// nothing twice. Needs BENCH_DATABASE_URL (the spends and the server share the database).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { round, verdict, writeSection } from "./bench-report.mjs";
import { root } from "./ensure-built.mjs";
import { startServer } from "./server-process.mjs";

const WEBHOOK_SECRET = "whsec_money_bench";

export async function moneyBench({ databaseUrl }) {
  if (!databaseUrl) {
    throw new Error("the money bench needs BENCH_DATABASE_URL=postgres://… (spends and server share it)");
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "fable-money-"));
  const server = await startServer({
    dataDir,
    env: {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: "20",
      QUOTAS: "off",
      // Only webhooks are sent: nothing calls Stripe's API, so its address is a closed port.
      STRIPE_SECRET_KEY: "sk_test_money_bench",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: "http://127.0.0.1:9",
      PUBLIC_URL: "http://127.0.0.1",
    },
  });
  try {
    const result = spawnSync(
      process.execPath,
      ["--import", "tsx", "apps/server/bench/money.ts", server.baseUrl, databaseUrl, WEBHOOK_SECRET],
      { cwd: root, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
    );
    if (result.status !== 0) throw new Error(`money.ts failed:\n${result.stderr}`);
    const figures = JSON.parse(result.stdout.trim().split("\n").at(-1));
    console.log(figures);
    return figures;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function writeMoneySection(figures) {
  const heading = "## Money: credit spends and Stripe webhooks (`npm run bench -- money`)";
  writeSection(
    heading,
    `${heading}

\`BENCH_DATABASE_URL=postgres://… npm run bench -- money\` (scripts/lib/money-bench.mjs,
apps/server/bench/money.ts): the built server on PostgreSQL with a Stripe webhook secret; for
${figures.durationS} s, ${figures.spenders} concurrent credit spends (the ledger service in process on the same
database, ${figures.spendAccounts} accounts so spends of one account contend; every 10th spend sent again
with its operation key) and ${Math.round(figures.deliveriesPerS)} signed \`invoice.paid\` deliveries a second to
\`POST /pay/stripe/webhook\` (one in ten a replay of an earlier event), on loopback, on this 2-core machine
(shared with other jobs while measured, so the latencies are upper bounds; the counts are the point).

| | figure |
| --- | --- |
| credit spends | ${figures.spends} (${round(figures.spendsPerS)}/s), p50 ${round(figures.spendP50Ms)} ms, p99 ${round(figures.spendP99Ms)} ms, ${figures.spendErrors} errors |
| replayed spends refused | ${figures.spendReplaysRefused} |
| ledger spend rows / distinct operations / credits taken | ${figures.ledgerRows} / ${figures.ledgerOperations} / ${figures.ledgerTotal} |
| balances = grant − spends, every account | ${figures.balancesRight ? "yes" : "**no**"} |
| webhook deliveries | ${figures.deliveries} (${round(figures.deliveriesPerS)}/s), p50 ${round(figures.webhookP50Ms)} ms, p99 ${round(figures.webhookP99Ms)} ms, ${figures.deliveriesFailed} not 200 |
| answered as duplicates | ${figures.duplicatesAnswered} |
| distinct events sent / \`payment_events\` rows / renewal orders (distinct invoices) | ${figures.uniqueEvents} / ${figures.eventRows} / ${figures.renewalOrders} (${figures.distinctRenewalOrders}) |
| zero lost or duplicated ledger rows, events and orders | ${verdict(!figures.lostOrDuplicated)} |
`,
  );
}
