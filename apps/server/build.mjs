// Bundles the server into dist/ with esbuild: our TypeScript (and the contract package) is
// compiled in, npm dependencies stay external and load from node_modules.
import { readFile, rm } from "node:fs/promises";
import { build } from "esbuild";

const pkg = JSON.parse(await readFile(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@fable/"));

await rm("dist", { recursive: true, force: true });
await build({
  entryPoints: ["src/main.ts", "src/seed.ts"],
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  splitting: true,
  external,
  // ESM bundles lack require(); some CommonJS dependencies call it.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: "warning",
});
console.log("server built into apps/server/dist");
