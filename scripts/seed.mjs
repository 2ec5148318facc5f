// npm run db:seed: re-applies the seed catalogue to the configured database (idempotent).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuilt, root } from "./lib/ensure-built.mjs";

ensureBuilt();
await import(pathToFileURL(path.join(root, "apps/server/dist/seed.js")).href);
