// npm run imports:check: no import cycles anywhere, and the server's modules meet only at each
// other's front door (rules in .dependency-cruiser.cjs). The imports that still go through another
// module's inner file are listed in scripts/module-doors-todo.txt; the list may only shrink: a line
// whose import is gone fails the check too, so it is deleted when the import is fixed.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const SOURCES = ["apps/server/src", "apps/server/test", "apps/web/src", "packages/contract/src"];
const TODO_FILE = "scripts/module-doors-todo.txt";

const output = execFileSync(
  path.join(root, "node_modules/.bin/depcruise"),
  ["--config", ".dependency-cruiser.cjs", "--output-type", "json", ...SOURCES],
  { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
);
const { violations } = JSON.parse(output).summary;

const lineOf = (violation) => `${violation.from} -> ${violation.to}`;
const todo = new Set(
  readFileSync(path.join(root, TODO_FILE), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#")),
);

const problems = [];
for (const violation of violations) {
  if (violation.rule.name === "no-cycles") {
    problems.push(
      `import cycle: ${[violation.from, ...violation.cycle.map((step) => step.name ?? step)].join(" → ")}`,
    );
  } else if (!todo.delete(lineOf(violation))) {
    problems.push(
      `${violation.rule.name}: ${violation.from} imports ${violation.to}; import the module's index.ts`,
    );
  }
}
for (const line of todo) problems.push(`${TODO_FILE} lists an import that is gone, delete the line: ${line}`);

if (problems.length > 0) {
  for (const problem of problems) console.error(`✘ ${problem}`);
  process.exit(1);
}
console.log(
  `✔ no import cycles; modules import each other through index.ts (${violations.length} inner imports left in ${TODO_FILE})`,
);
