// npm run docs:config: rewrites README.md's configuration tables from the configuration schema and
// apps/server/src/config-docs.ts (config-docs.test.ts fails while they differ).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { withConfigTables } from "../apps/server/src/config-docs.ts";

const readme = path.join(import.meta.dirname, "..", "README.md");
writeFileSync(readme, withConfigTables(readFileSync(readme, "utf8")));
console.log("README.md: configuration tables written");
