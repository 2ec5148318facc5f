import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A configuration file (MODELS_FILE, PLANS_FILE, ADS_FILE …) a test file writes for its server. */
export interface TempConfigFile {
  path: string;
  /** Deletes the file and its directory: call it in afterAll. */
  remove(): void;
}

/** Writes `lines` to `name` in a fresh temporary directory of its own. */
export function tempConfigFile(name: string, lines: string | readonly string[]): TempConfigFile {
  const directory = mkdtempSync(path.join(tmpdir(), "fable-config-"));
  const file = path.join(directory, name);
  writeFileSync(file, typeof lines === "string" ? lines : lines.join("\n"));
  return { path: file, remove: () => rmSync(directory, { recursive: true, force: true }) };
}
