// npm run fuzz: the route fuzzer of apps/server/src/fuzz.test.ts with many more cases per route.
// FUZZ_RUNS (default 2000) and FUZZ_SEED (default random, printed) are passed on, so a failure replays
// with the same seed; FUZZ_ROUTE narrows the run to matching routes. DATABASE_URL selects PostgreSQL.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { root } from "./lib/ensure-built.mjs";

const runs = process.env.FUZZ_RUNS ?? "2000";
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(
  `fuzz: ${runs} cases per route, FUZZ_SEED=${seed}${process.env.FUZZ_ROUTE ? `, FUZZ_ROUTE=${process.env.FUZZ_ROUTE}` : ""}`,
);
const result = spawnSync("npx", ["vitest", "run", "src/fuzz.test.ts"], {
  cwd: path.join(root, "apps/server"),
  stdio: "inherit",
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed, FUZZ_REPORT: process.env.FUZZ_REPORT ?? "1" },
});
console.log(`fuzz: replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`);
process.exit(result.status ?? 1);
