// Builds the web app and the server only when their output is missing or older than their inputs,
// so a second `npm start` skips straight to serving.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

const SKIP = new Set(["node_modules", "dist", "artifacts", ".git"]);

/** Newest modification time of a file or of any file under a directory. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const targets = [
  {
    name: "web app",
    workspace: "@fable/web",
    output: "apps/web/dist/index.html",
    inputs: ["apps/web", "packages/contract/src", "package-lock.json"],
  },
  {
    name: "server",
    workspace: "@fable/server",
    output: "apps/server/dist/main.js",
    inputs: ["apps/server/src", "apps/server/build.mjs", "packages/contract/src", "package-lock.json"],
  },
];

export function ensureBuilt({ log = console.log } = {}) {
  for (const target of targets) {
    const output = path.join(root, target.output);
    const builtAt = newestMtime(output);
    const changedAt = Math.max(...target.inputs.map((input) => newestMtime(path.join(root, input))));
    if (builtAt > changedAt) continue;
    log(`Building the ${target.name}…`);
    const result = spawnSync("npm", ["run", "build", "-w", target.workspace], {
      cwd: root,
      stdio: "inherit",
    });
    if (result.status !== 0) throw new Error(`Building the ${target.name} failed`);
  }
}
