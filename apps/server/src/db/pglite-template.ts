import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * A freshly initialised, empty PGlite cluster, made at build time (apps/server/build.mjs) next to the
 * bundle. Loading it takes about a second where initialising a cluster takes four or more on two
 * cores, which keeps the first start within its budget. The file name carries the PGlite version,
 * so a template from another version is never used; without one, PGlite initialises as usual.
 */
export const pgliteTemplateName = (version: string) => `pglite-empty-${version}.tar`;

/** The template beside the running bundle when there is one for this PGlite, for a data directory not yet created. */
export function pgliteTemplateFor(dataDir: string, bundleDir: string, version: string): Blob | undefined {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return undefined;
  const file = path.join(bundleDir, pgliteTemplateName(version));
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
