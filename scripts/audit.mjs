// npm run audit: `npm audit --omit=dev` summed up per severity. Fails on high or critical findings
// in what production installs; when the registry's audit endpoint cannot be reached it says so and
// passes, since no answer is not a finding (CI machines may reach only the package mirror).
// AUDIT_JSON=<file> reads a saved `npm audit --json` answer instead of asking the registry.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { root } from "./lib/ensure-built.mjs";

const SEVERITIES = ["critical", "high", "moderate", "low", "info"];
const FAILING = ["critical", "high"];

function auditAnswer() {
  if (process.env.AUDIT_JSON) return readFileSync(process.env.AUDIT_JSON, "utf8");
  const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { cwd: root, encoding: "utf8" });
  return result.stdout;
}

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const answer = parse(auditAnswer());
const counts = answer?.metadata?.vulnerabilities;
if (!counts) {
  const reason = answer?.message ?? answer?.error?.summary ?? "no answer that npm could read";
  console.log(`npm audit --omit=dev: the registry's audit endpoint could not be reached (${reason}).`);
  console.log("npm audit --omit=dev: no result; not failing the build for it.");
  process.exit(0);
}

const summary = SEVERITIES.map((severity) => `${severity} ${counts[severity] ?? 0}`).join(", ");
console.log(
  `npm audit --omit=dev: ${summary} (${answer.metadata.dependencies?.prod ?? "?"} production packages)`,
);
const failing = Object.values(answer.vulnerabilities ?? {}).filter((finding) =>
  FAILING.includes(finding.severity),
);
for (const finding of failing) {
  const fix = finding.fixAvailable ? "fix available" : "no fix yet";
  console.log(`  ${finding.severity}: ${finding.name} ${finding.range ?? ""} (${fix})`);
}
if (FAILING.some((severity) => (counts[severity] ?? 0) > 0)) {
  console.error("npm audit --omit=dev: high or critical findings; upgrade them (npm audit fix --omit=dev).");
  process.exit(1);
}
