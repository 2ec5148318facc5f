import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The real-world fixtures (cards, PDFs, pictures from other projects) live beside the repository, in
 * `../shared/fixtures`, in development and in CI alike; tests read them in place and never copy them
 * in. A clone on its own has no such folder: then the tests that need it skip (wrap them in
 * `describe.skipIf(!fixturesPresent)`) and the rest still run. CI sets FIXTURES_REQUIRED=1, so a
 * missing folder fails the run there instead of quietly skipping. End-to-end imports this too.
 */
export const FIXTURES = path.resolve(import.meta.dirname, "../../../../shared/fixtures");
export const CARD_FIXTURES = path.join(FIXTURES, "cards");
export const PDF_FIXTURES = path.join(FIXTURES, "pdf");
export const AUDIO_FIXTURES = path.join(FIXTURES, "audio");
export const IMAGE_FIXTURES = path.join(FIXTURES, "images");

export const fixturesPresent = existsSync(FIXTURES);

if (!fixturesPresent) {
  if (process.env.FIXTURES_REQUIRED === "1")
    throw new Error(`FIXTURES_REQUIRED=1 but ../shared/fixtures was not found at ${FIXTURES}`);
  // Once per test file (each loads its own copy of this module), naming what to put where.
  console.warn(`skipped: ../shared/fixtures not found at ${FIXTURES}`);
}
