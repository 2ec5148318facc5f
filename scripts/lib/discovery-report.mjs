// The discovery section of docs/benchmarks.md from discoveryBench's figures.
import { round, verdict, writeSection } from "./bench-report.mjs";
import { SEARCH_TEXTS } from "./discovery-bench.mjs";

export function writeDiscoverySection(figures, databaseUrl) {
  const { data, home, search, categoryPage } = figures;
  const heading = databaseUrl
    ? "## Discovery on PostgreSQL (`BENCH_DATABASE_URL=… npm run bench -- discovery`)"
    : "## Discovery (`npm run bench -- discovery`)";
  const backend = databaseUrl ? "PostgreSQL (a scratch database beside BENCH_DATABASE_URL)" : "PGlite";
  const verdicts = [
    `home ≥ 3 000 req/s: ${verdict(home.requestsPerSecond >= 3000)}`,
    `home p99 ≤ 20 ms: ${verdict(home.p99 <= 20)}`,
    `search p95 ≤ 30 ms: ${verdict(search.p95 <= 30)}`,
    `category page 50 p95 ≤ 20 ms: ${verdict(categoryPage.p95 <= 20)}`,
    `leaderboard recomputation ≤ 10 s: ${verdict(data.leaderboards.seconds <= 10)}`,
  ];
  const counts = Object.entries(data.counts)
    .map(([table, rows]) => `${table} ${rows.toLocaleString("en")}`)
    .join(", ");
  const boards = data.leaderboards.boards.map((board) => `type ${board.type} ${board.seconds} s`).join(", ");
  const section = `${heading}

Measured ${new Date().toISOString().slice(0, 10)} on this 2-core machine, built server on ${backend}.
Data set (\`apps/server/bench/discovery-data.ts\`, generated on top of the seed in ${data.generateSeconds} s):
${counts}. Chats lean towards popular bots; one user in twenty keeps out of leaderboards; some bots
are private, unlisted or in review. Targets: home ≥ 3 000 req/s warm with p99 ≤ 20 ms (autocannon,
50 connections), search p95 ≤ 30 ms, category page 50 p95 ≤ 20 ms, leaderboard recomputation ≤ 10 s.

Targets: ${verdicts.join("; ")}.

| measure | figure |
| --- | --- |
| \`GET /homePage/getContent\`, autocannon 50 connections, 20 s after 5 s warm-up | ${home.requestsPerSecond} req/s, p50 ${home.p50} ms, p99 ${home.p99} ms, ${home.errors} errors of ${home.total} |
| \`queryBotByNameV2\`, ${search.count} searches one at a time (${SEARCH_TEXTS.length} texts: names, typos, roles, tags, Chinese, nothing found) | p50 ${round(search.p50)} ms, p95 ${round(search.p95)} ms, p99 ${round(search.p99)} ms |
| \`queryBotInfo\` page 50 (limit 20), every sort, all bots and four categories, ${categoryPage.count} requests | p50 ${round(categoryPage.p50)} ms, p95 ${round(categoryPage.p95)} ms, p99 ${round(categoryPage.p99)} ms |
| leaderboard recomputation, all six boards (\`storeSnapshot\`) | ${data.leaderboards.seconds} s (${boards}) |
| activity roll-up of the whole data set from nothing (\`rollUpActivity\`, a one-off catch-up; the job then runs each minute on what is new) | ${data.rollUp.seconds} s for ${data.rollUp.counted.toLocaleString("en")} dialogues and user messages |
`;
  writeSection(heading, section);
}
