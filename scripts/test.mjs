// npm test: everything that can run here — typecheck, lint, unit and API tests (PGlite, and
// PostgreSQL when DATABASE_URL is set), end-to-end in Chromium when it is installed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuilt, root } from "./lib/ensure-built.mjs";
import { countsOf, failedTestsOf, filesFailedOutsideTests } from "./lib/vitest-report.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const reportDir = mkdtempSync(path.join(tmpdir(), "fable-test-report-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Named again at the very end, so the last lines of a long run say which tests failed.
const failedTests = [];
// Enough for the first few failures: the rest usually follow from them.
const REPORTED_PAGE_LINES = 60;

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failures.push(label);
  console.log(`${result.status === 0 ? "✔" : "✘"} ${label} (${seconds} s)`);
  return result.status === 0;
}

function vitest(label, workspace, env = process.env) {
  const report = path.join(reportDir, `${label.replace(/\W+/g, "-")}.json`);
  const passed = run(
    label,
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    { cwd: path.join(root, workspace), env },
  );
  if (!existsSync(report)) {
    if (passed) failures.push(`${label} (no test report)`);
    return;
  }
  const summary = JSON.parse(readFileSync(report, "utf8"));
  const brokenFiles = filesFailedOutsideTests(summary);
  for (const file of brokenFiles) {
    const firstLine = (file.message || file.failureMessage || "").split("\n")[0];
    console.log(`✘ ${path.relative(root, file.name)} failed outside its tests: ${firstLine}`);
  }
  if (brokenFiles.length > 0 && passed) failures.push(label);
  for (const test of failedTestsOf(summary, (name) => path.relative(root, name))) {
    failedTests.push(`${label}: ${test}`);
  }
  for (const file of brokenFiles)
    failedTests.push(`${label}: ${path.relative(root, file.name)} (outside its tests)`);
  const counts = countsOf(summary);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

try {
  ensureBuilt();
} catch (error) {
  failures.push(error.message);
}
// TEST_DATABASE_ONLY=1 (CI's second pass, on PostgreSQL) runs only what depends on the database: the
// server tests on DATABASE_URL and end-to-end. Everything else ran in the first pass already.
if (process.env.TEST_DATABASE_ONLY !== "1") {
  for (const project of ["packages/contract", "apps/server", "apps/web", "apps/e2e"]) {
    run(`typecheck ${project}`, "npx", ["tsc", "-p", project]);
  }
  run("lint (biome)", "npx", ["biome", "check", "."]);
  run("doc anchors", "node", ["scripts/check-doc-anchors.mjs"]);
  run("imports (no cycles, module front doors)", "node", ["scripts/check-imports.mjs"]);
  vitest("contract tests", "packages/contract");
  vitest("web unit tests", "apps/web");
  vitest("server tests on PGlite", "apps/server", withoutDatabaseUrl);
}
if (process.env.DATABASE_URL) vitest("server tests on PostgreSQL", "apps/server");

// Where a failed end-to-end test's pages were (apps/e2e/src/failure-report.ts), printed at the end.
const e2eFailureReport = path.join(reportDir, "e2e-failures.txt");
if (existsSync(CHROMIUM)) {
  vitest("end-to-end in Chromium", "apps/e2e", { ...process.env, E2E_FAILURE_REPORT: e2eFailureReport });
} else if (process.env.E2E_REQUIRED === "1") {
  console.error(`\n✘ end-to-end: Chromium is not installed at ${CHROMIUM} and E2E_REQUIRED=1`);
  failures.push("end-to-end (Chromium missing)");
} else {
  console.log(`\n⚠ Skipping end-to-end tests: no Chromium at ${CHROMIUM} (apt-get install -y chromium).`);
}

if (existsSync(e2eFailureReport)) {
  const lines = readFileSync(e2eFailureReport, "utf8").split("\n");
  console.log("\nWhat the pages of the first failed end-to-end tests were doing:");
  console.log(lines.slice(0, REPORTED_PAGE_LINES).join("\n"));
  if (lines.length > REPORTED_PAGE_LINES)
    console.log(`… ${lines.length - REPORTED_PAGE_LINES} more lines in ${e2eFailureReport}`);
}
for (const test of failedTests) console.log(`✘ ${test}`);
console.log(`\n${failures.length ? `Failed steps: ${failures.join(", ")}` : "All steps passed."}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
