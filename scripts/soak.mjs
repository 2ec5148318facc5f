// npm run soak: SOAK_MINUTES (10) of mixed browsing (home, search, category pages, bot profiles) and
// chat against the built server with the mock LLM (20 ms pacing), sampling the server's RSS and an
// event-loop lag probe; reports the least-squares slope per minute of each and writes a section of
// docs/benchmarks.md. Loopback only, bounded in time; not part of npm test or CI.
import { readFileSync } from "node:fs";
import { round, verdict, writeSection } from "./lib/bench-report.mjs";
import { api, readerDialogues } from "./lib/chat-load.mjs";
import { SEARCH_TEXTS } from "./lib/discovery-bench.mjs";
import { ensureBuilt } from "./lib/ensure-built.mjs";
import { startServerWithMock } from "./lib/mock-llm-process.mjs";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CHATS = Number(process.env.SOAK_CHATS ?? 10);
const BROWSERS = Number(process.env.SOAK_BROWSERS ?? 4);
const SAMPLE_MS = 5000;
const PROBE_MS = 250;
/** Samples of the first tenth are warm-up (code compiling, caches filling) and left out of the slopes. */
const WARM_UP_SHARE = 0.1;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "";
const backend = databaseUrl ? "PostgreSQL" : "PGlite";

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

function quantile(values, q) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const rssMiB = (pid) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

const counts = { browse: 0, chat: 0, errors: 0, errorKinds: {} };
function failed(kind) {
  counts.errors += 1;
  counts.errorKinds[kind] = (counts.errorKinds[kind] ?? 0) + 1;
}

/** One reader browsing: a home page, a search, a category page, a bot's profile, with short pauses. */
async function browse(baseUrl, categories, botIds, until) {
  const pages = [
    () => api(baseUrl, "/homePage/getContent"),
    () => api(baseUrl, "/ai/roleInfo/queryBotByNameV2", { name: pick(SEARCH_TEXTS), page: 1, limit: 20 }),
    () =>
      api(baseUrl, "/ai/roleInfo/queryBotInfo", {
        type: 1,
        page: 1 + Math.floor(Math.random() * 3),
        limit: 20,
        sortType: 1 + Math.floor(Math.random() * 3),
        categoryId: Number(pick(categories).id),
      }),
    () => api(baseUrl, `/ai/roleInfo/getBotInfo?botId=${pick(botIds)}`),
  ];
  while (Date.now() < until) {
    try {
      await pick(pages)();
      counts.browse += 1;
    } catch (error) {
      failed(`browse: ${String(error.message).slice(0, 80)}`);
    }
    await pause(50);
  }
}

/** One chat kept going: a streamed turn read to its end, a second to read it, the next turn. */
async function chat(baseUrl, token, body, until) {
  while (Date.now() < until) {
    try {
      const response = await fetch(`${baseUrl}/api/v1/chat/streamChat`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status === 200 && text.includes("event: done")) counts.chat += 1;
      else failed(`chat: HTTP ${response.status} ${text.slice(-120)}`);
    } catch (error) {
      failed(`chat: ${String(error.message).slice(0, 80)}`);
    }
    await pause(1000);
  }
}

/** Time for /healthz to answer, every PROBE_MS: on loopback, almost all of it is event-loop delay. */
async function probeLag(baseUrl, until, probes) {
  while (Date.now() < until) {
    const started = performance.now();
    try {
      await (await fetch(`${baseUrl}/healthz`)).text();
      probes.push({ at: Date.now(), ms: performance.now() - started });
    } catch (error) {
      failed(`probe: ${String(error.message).slice(0, 80)}`);
    }
    await pause(PROBE_MS);
  }
}

await ensureBuilt();
const { server, stop } = await startServerWithMock({ databaseUrl });
try {
  const { baseUrl } = server;
  const pid = server.child.pid;
  const categories = await api(baseUrl, "/ai/roleInfo/getBotCategory");
  const botIds = (await api(baseUrl, "/ai/roleInfo/queryBotInfo", { limit: 50 })).list.map((bot) => bot.id);
  const { token, bodies } = await readerDialogues(baseUrl, CHATS);
  const started = Date.now();
  const until = started + MINUTES * 60_000;
  const probes = [];
  const samples = [];
  const sampler = setInterval(() => {
    const since = Date.now() - SAMPLE_MS;
    const window = probes.filter((probe) => probe.at >= since).map((probe) => probe.ms);
    samples.push({
      minute: (Date.now() - started) / 60_000,
      rss: rssMiB(pid),
      lagP99: quantile(window, 0.99),
    });
    const last = samples.at(-1);
    console.log(
      `${round(last.minute)} min: RSS ${round(last.rss)} MiB, lag probe p99 ${round(last.lagP99)} ms, ${counts.browse} pages, ${counts.chat} replies, ${counts.errors} errors`,
    );
  }, SAMPLE_MS);
  await Promise.all([
    ...Array.from({ length: BROWSERS }, () => browse(baseUrl, categories, botIds, until)),
    ...bodies.map((body) => chat(baseUrl, token, body, until)),
    probeLag(baseUrl, until, probes),
  ]);
  clearInterval(sampler);

  const measured = samples.filter((sample) => sample.minute >= WARM_UP_SHARE * MINUTES);
  const rssSlope = slope(measured.map((sample) => [sample.minute, sample.rss]));
  const lagSlope = slope(
    measured.filter((s) => s.lagP99 !== null).map((sample) => [sample.minute, sample.lagP99]),
  );
  const lags = probes.map((probe) => probe.ms);
  const first = measured[0];
  const last = measured.at(-1);
  console.log(
    `RSS slope ${rssSlope.toFixed(2)} MiB/min, lag p99 slope ${lagSlope.toFixed(3)} ms/min, errors ${counts.errors}`,
  );
  const heading = `## Soak on ${backend} (\`npm run soak\`)`;
  writeSection(
    heading,
    `${heading}

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on this 2-core machine: ${MINUTES} minutes (\`SOAK_MINUTES\`) of the built server on
${backend} with the mock LLM (200 tokens, 20 ms apart): ${BROWSERS} readers browsing (home, search, category pages, bot
profiles, 50 ms apart) and ${CHATS} chats (one reader, one dialogue per bot, a streamed turn then a 1 s pause) at once.
Every ${SAMPLE_MS / 1000} s the server's RSS is read from \`/proc/<pid>/status\` and the p99 of a lag probe (\`GET /healthz\`
every ${PROBE_MS} ms; on loopback its time is almost all event-loop delay) is taken; slopes are least squares per
minute over the samples after the first ${WARM_UP_SHARE * 100} % (warm-up).

Flat (RSS slope ≤ 1 MiB/min, lag slope ≤ 0.5 ms/min, no errors): ${verdict(rssSlope <= 1 && lagSlope <= 0.5 && counts.errors === 0)}.

| measure | figure |
| --- | --- |
| pages served / replies streamed / errors | ${counts.browse} / ${counts.chat} / ${counts.errors}${counts.errors ? ` (${JSON.stringify(counts.errorKinds)})` : ""} |
| RSS after warm-up → at the end | ${round(first?.rss)} → ${round(last?.rss)} MiB |
| RSS slope | ${rssSlope.toFixed(2)} MiB per minute |
| lag probe p50 / p99 / max over the run | ${round(quantile(lags, 0.5))} / ${round(quantile(lags, 0.99))} / ${round(Math.max(...lags))} ms |
| lag probe p99 slope | ${lagSlope.toFixed(3)} ms per minute |
`,
  );
} finally {
  await stop();
}
