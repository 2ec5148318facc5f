// The discovery targets of issue 6 on a generated data set (apps/server/bench/discovery-data.ts):
// home page throughput and latency under autocannon, search and category paging latency, and the
// leaderboard recomputation. Used by scripts/bench.mjs; loopback only, bounded in time and count.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { root } from "./ensure-built.mjs";
import { startServer } from "./server-process.mjs";

/** Texts people type: whole names, first names, a prefix, typos, roles, tags, places, Chinese, nothing found. */
export const SEARCH_TEXTS = [
  "Luna Ashford",
  "luna",
  "Sherl",
  "lunna ashfrod",
  "detective",
  "vampire barista",
  "Fantasy",
  "Kyoto",
  "龙骑士",
  "星际",
  "Moonwhistle",
  "xqzvw",
  "the",
  "a",
];

const SEARCH_ROUNDS = 15;
const PAGE = 50;

function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (value) => Number(value.toFixed(1));
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
  };
}

async function post(baseUrl, route, body) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api${route}`, {
    method: body ? "POST" : "GET",
    headers: { "content-type": "application/json" },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = await response.json();
  const ms = performance.now() - started;
  if (envelope.code !== 0) throw new Error(`${route}: ${envelope.message}`);
  return { ms, result: envelope.result };
}

/** Sequential requests, as one reader sends them; the first round of each body only warms up. */
async function timeRequests(baseUrl, route, bodies, rounds) {
  const times = [];
  for (let round = 0; round <= rounds; round += 1) {
    for (const body of bodies) {
      const { ms } = await post(baseUrl, route, body);
      if (round > 0) times.push(ms);
    }
  }
  return summary(times);
}

function generateDataSet(target) {
  const args = ["--import", "tsx", "apps/server/bench/discovery-data.ts", ...target];
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`discovery data set failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1));
}

function homeLoad(baseUrl, duration) {
  return autocannon({ url: `${baseUrl}/api/homePage/getContent`, connections: 50, duration });
}

/** A scratch PostgreSQL database beside the one BENCH_DATABASE_URL names; dropped afterwards. */
async function scratchDatabase(databaseUrl) {
  const name = `fable_bench_discovery_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Generates the data set (on PGlite, or on a scratch database next to `databaseUrl`), starts the
 * built server on it and measures. Returns the figures.
 */
export async function discoveryBench({ databaseUrl = "" } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fable-bench-discovery-"));
  const scratch = databaseUrl ? await scratchDatabase(databaseUrl) : null;
  const env = { QUOTAS: "off", LOG_LEVEL: "error", DATABASE_URL: scratch?.url ?? "" };
  try {
    // The first start migrates and seeds, as on any new installation; the data set goes on top.
    const first = await startServer({ dataDir, env, timeoutMs: 120_000 });
    await first.stop();
    const data = generateDataSet(
      scratch ? ["--postgres", scratch.url] : ["--pglite", path.join(dataDir, "db")],
    );
    console.log(`discovery data set: ${JSON.stringify(data)}`);

    const server = await startServer({ dataDir, env, timeoutMs: 120_000 });
    try {
      const { baseUrl } = server;
      const { result: categories } = await post(baseUrl, "/ai/roleInfo/getBotCategory");
      await homeLoad(baseUrl, 5);
      const home = await homeLoad(baseUrl, 20);
      const search = await timeRequests(
        baseUrl,
        "/ai/roleInfo/queryBotByNameV2",
        SEARCH_TEXTS.map((name) => ({ name, page: 1, limit: 20 })),
        SEARCH_ROUNDS,
      );
      const pageBodies = [
        undefined,
        ...categories.slice(0, 4).map((category) => Number(category.id)),
      ].flatMap((categoryId) =>
        [1, 2, 3].map((sortType) => ({
          type: 1,
          page: PAGE,
          limit: 20,
          sortType,
          ...(categoryId ? { categoryId } : {}),
        })),
      );
      const categoryPage = await timeRequests(baseUrl, "/ai/roleInfo/queryBotInfo", pageBodies, 10);
      return {
        data,
        home: {
          requestsPerSecond: Math.round(home.requests.average),
          p50: home.latency.p50,
          p99: home.latency.p99,
          errors: home.errors + home.non2xx,
          total: home.requests.total,
        },
        search,
        categoryPage,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}
