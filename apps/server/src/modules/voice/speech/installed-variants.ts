import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The voice variants (voices/!v/NAME) in an espeak-ng data folder, or null when the folder cannot be
 * listed (then every variant is assumed present, as before variants were checked). Packagers trim
 * this folder differently, so the engine offers only the voices whose variant is there.
 */
export function installedVariants(dataDir: string): ReadonlySet<string> | null {
  try {
    return new Set(readdirSync(path.join(dataDir, "voices", "!v")));
  } catch {
    return null;
  }
}
