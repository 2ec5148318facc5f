// npm run quality:offline — the offline engine's quality harness: a fixed 20-turn script against every
// seed character and every fixture card, judged for repetition, copying, example leaks and answers.
// Options: --verbose (why each failing reply failed), --show <part of a label> (print that transcript).
import { register } from "tsx/esm/api";

register();
const { runQualityHarness } = await import("../apps/server/test/offline-quality/quality-harness.ts");
process.exitCode = await runQualityHarness(process.argv.slice(2));
