import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The shared real-world fixtures live beside the repository (`../shared/fixtures`), in development
 * and in CI alike; tests read them in place and never copy them in.
 */
export const CARD_FIXTURES = path.resolve(import.meta.dirname, "../../../../shared/fixtures/cards");

if (!existsSync(CARD_FIXTURES)) {
  throw new Error(
    `Card fixtures not found at ${CARD_FIXTURES}: the shared folder must sit beside the repository`,
  );
}
