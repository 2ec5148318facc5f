// npm start: build what is missing or stale, then run the server in this process.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuilt, root } from "./lib/ensure-built.mjs";

ensureBuilt();
await import(pathToFileURL(path.join(root, "apps/server/dist/main.js")).href);
