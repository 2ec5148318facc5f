// npm run budgets: checks the budgets of the platform issue on the built tree and prints the figures.
//  - home route initial JavaScript ≤ 180 KB gzip
//  - ready (/readyz 200) ≤ 10 s on an empty data directory and ≤ 3 s on an existing one (PGlite)
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

const dataDir = mkdtempSync(path.join(tmpdir(), "fable-budget-"));
const env = { DATABASE_URL: "" };
try {
  const first = await startServer({ dataDir, env });
  await first.stop();
  check("first start on an empty data directory", first.readyMs, BUDGETS.firstStartMs, "ms");
  const warm = await startServer({ dataDir, env });
  await warm.stop();
  check("start with an existing data directory", warm.readyMs, BUDGETS.warmStartMs, "ms");
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`Over budget: ${failures.join(", ")}`);
  process.exit(1);
}
