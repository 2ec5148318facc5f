// npm run budgets: checks the budgets of the platform issue on the built tree and prints the figures.
//  - home route initial JavaScript ≤ 180 KB gzip (172.8 KB on 2026-11-26, after decision 0020's
//    follow-up; docs/decisions/0020-… lists what is left to defer should it grow back)
//  - ready (/readyz 200) ≤ 10 s on an empty data directory and ≤ 3 s on an existing one (PGlite),
//    fastest of five starts each, on a machine as fast as the reference; a slower machine's budgets
//    grow with its measured floor (docs/decisions/0027-start-budgets-follow-the-machine.md)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ensureBuilt, root } from "./lib/ensure-built.mjs";
import { startServer } from "./lib/server-process.mjs";

const BUDGETS = { homeJsGzipKb: 180, firstStartMs: 10_000, warmStartMs: 3_000 };
const failures = [];

function check(label, value, limit, unit) {
  const ok = value <= limit;
  if (!ok) failures.push(label);
  console.log(`${ok ? "✔" : "✘"} ${label}: ${value.toFixed(1)} ${unit} (budget ${limit} ${unit})`);
}

/** The entry script and every module it preloads: what the browser fetches before Home renders. */
function homeInitialJsGzipKb() {
  const dist = path.join(root, "apps/web/dist");
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const sources = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ].map((match) => match[1]);
  const bytes = sources.reduce(
    (sum, source) => sum + gzipSync(readFileSync(path.join(dist, source.replace(/^\//, "")))).length,
    0,
  );
  return { kb: bytes / 1024, files: sources };
}

ensureBuilt();
const js = homeInitialJsGzipKb();
check(`home route initial JS (${js.files.length} files)`, js.kb, BUDGETS.homeJsGzipKb, "KB gzip");

// Each start is timed five times and the fastest counts: a busy machine only ever adds time, so the
// minimum is the figure closest to the code's own cost. Five, not three: on the shared CI machine the
// same build's warm start measured 2.3 s and, forty minutes later, 3.1-3.4 s (da4e9f2, before this
// change, measured the same at that hour: 2.7-4.0 s).
const ATTEMPTS = 5;
const env = { DATABASE_URL: "" };
const firstStarts = [];
const warmStarts = [];
const floors = [];
for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fable-budget-"));
  try {
    const first = await startServer({ dataDir, env });
    await first.stop();
    firstStarts.push(first.readyMs);
    const warm = await startServer({ dataDir, env });
    await warm.stop();
    warmStarts.push(warm.readyMs);
    floors.push(machineFloorMs(path.join(dataDir, "db")));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * What no code of Fable's is in: a Node process loading PGlite and opening the same data directory
 * with one query, timed in its own process. On a slow day of the reference machine (node-svc, 2
 * cores) it took 1.1–1.6 s while the build that had started in 1.1 s the day before took 3.1 s: the
 * reference floor is estimated from that ratio (decision 0027), not measured on a fast day.
 */
function machineFloorMs(pgliteDir) {
  const script = `const t = performance.now();
const { PGlite } = await import("@electric-sql/pglite");
const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
const db = await PGlite.create({ dataDir: ${JSON.stringify(pgliteDir)}, extensions: { pg_trgm } });
await db.query("select 1");
await db.close();
console.log(performance.now() - t);`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: root });
  return Number(String(out).trim());
}

const REFERENCE_FLOOR_MS = 450;
const floor = Math.min(...floors);
// A machine slower than the reference gets budgets as much larger; a faster one keeps them as they are.
const slowdown = Math.max(1, floor / REFERENCE_FLOOR_MS);
console.log(
  `  machine floor (PGlite open, best of five): ${floor.toFixed(0)} ms; ${slowdown.toFixed(2)}× the reference`,
);
const attempts = (times) => `best of ${times.map((ms) => (ms / 1000).toFixed(1)).join(", ")} s`;
check(
  `first start on an empty data directory (${attempts(firstStarts)})`,
  Math.min(...firstStarts),
  Math.round(BUDGETS.firstStartMs * slowdown),
  "ms",
);
check(
  `start with an existing data directory (${attempts(warmStarts)})`,
  Math.min(...warmStarts),
  Math.round(BUDGETS.warmStartMs * slowdown),
  "ms",
);

if (failures.length) {
  console.error(`Over budget: ${failures.join(", ")}`);
  process.exit(1);
}
