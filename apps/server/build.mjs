// Bundles the server into dist/ with esbuild: our TypeScript (and the contract package) is
// compiled in, npm dependencies stay external and load from node_modules.
import { copyFile, mkdir, readFile, rm } from "node:fs/promises";
import { build } from "esbuild";

const pkg = JSON.parse(await readFile(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@fable/"));

await rm("dist", { recursive: true, force: true });
await build({
  entryPoints: ["src/main.ts", "src/seed.ts", "src/prerender-seed-avatars.ts"],
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
// The PDF reader's worker thread is plain JavaScript loaded by path (pdf-reader.ts), not bundled.
await mkdir("dist/modules/pdf", { recursive: true });
await copyFile("src/modules/pdf/pdf-worker.mjs", "dist/modules/pdf/pdf-worker.mjs");
// Likewise the picture models' worker (modules/media/vision/vision-pool.ts).
await mkdir("dist/modules/media/vision", { recursive: true });
await copyFile("src/modules/media/vision/vision-worker.mjs", "dist/modules/media/vision/vision-worker.mjs");
console.log("server built into apps/server/dist");

// An empty PGlite cluster beside the bundle: the first start loads it instead of initialising one.
const { PGlite } = await import("@electric-sql/pglite");
const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
const { createRequire } = await import("node:module");
const { writeFile } = await import("node:fs/promises");
const path = await import("node:path");
// PGlite does not export its package.json: read it beside its entry (as src/db/client.ts does).
const pgliteEntry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
const pgliteVersion = JSON.parse(
  await readFile(path.join(path.dirname(pgliteEntry), "../package.json"), "utf8"),
).version;
const cluster = await PGlite.create({ extensions: { pg_trgm } });
const template = await cluster.dumpDataDir("none");
await cluster.close();
await writeFile(`dist/pglite-empty-${pgliteVersion}.tar`, Buffer.from(await template.arrayBuffer()));
console.log(`empty PGlite ${pgliteVersion} cluster saved for first starts`);

// The seed avatars, drawn once here so the first start only copies them.
const { execFileSync } = await import("node:child_process");
execFileSync(process.execPath, ["dist/prerender-seed-avatars.js"], { stdio: "inherit" });
