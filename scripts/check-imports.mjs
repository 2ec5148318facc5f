// npm run imports:check: no import cycles anywhere, and the server's modules are used only through
// their front door, `modules/<domain>/index.ts`, or for joins their tables (rules and reasons in
// .dependency-cruiser.cjs and docs/decisions/0022-module-front-doors.md).
import { execFileSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const SOURCES = ["apps/server/src", "apps/server/test", "apps/web/src", "packages/contract/src"];

const output = execFileSync(
  path.join(root, "node_modules/.bin/depcruise"),
  ["--config", ".dependency-cruiser.cjs", "--output-type", "json", ...SOURCES],
  { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
);
const { violations, totalCruised } = JSON.parse(output).summary;

const problems = violations.map((violation) =>
  violation.rule.name === "no-cycles"
    ? `import cycle: ${[violation.from, ...violation.cycle.map((step) => step.name ?? step)].join(" → ")}`
    : `${violation.rule.name}: ${violation.from} imports ${violation.to}; import the module's index.ts`,
);
if (problems.length > 0) {
  for (const problem of problems) console.error(`✘ ${problem}`);
  process.exit(1);
}
console.log(`✔ ${totalCruised} files: no import cycles, and modules are used through their index.ts`);
