import { loadConfigOrExit } from "./boot.ts";
import { backgroundContext } from "./context.ts";
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { seedDatabase } from "./db/seed/index.ts";
import { startJobs } from "./jobs/scheduler.ts";
import { probeModelsInBackground } from "./llm/probe/index.ts";
import { removeDueAccounts } from "./modules/auth/index.ts";
import { modelScenes } from "./modules/chat/index.ts";
import { computeDueLeaderboards, rollUpActivityAndRefreshHome } from "./modules/discovery/index.ts";
import { cleanUpImagePacks, trainDueImagePacks } from "./modules/image-packs/index.ts";
import { renewDevSubscriptions } from "./modules/payments/index.ts";
import { ocrStartLine, processDuePdfDocuments } from "./modules/pdf/index.ts";
import { cleanUpVoicePacks, trainDueVoicePacks } from "./modules/voice/index.ts";
import { startLines } from "./start-lines.ts";

const config = loadConfigOrExit();
// The routes (and their libraries) load while PGlite starts, instead of before it.
const appModule = import("./app.ts");
const database = await openDatabase(config);
await migrateDatabase(database);
const seeded = await seedDatabase(database, config.uploadsDir);
const { buildApp } = await appModule;
const app = await buildApp({ config, database });
if (seeded) app.log.info("seeded the catalogue");

const jobContext = backgroundContext({ config, database, log: app.log });
const jobs = startJobs(
  [
    { name: "remove-due-accounts", everyMs: 10 * 60 * 1000, run: () => removeDueAccounts(jobContext) },
    { name: "roll-up-activity", everyMs: 60 * 1000, run: () => rollUpActivityAndRefreshHome(jobContext) },
    // Boards change once a week or month; looking every 10 minutes publishes them soon after.
    { name: "leaderboards", everyMs: 10 * 60 * 1000, run: () => computeDueLeaderboards(jobContext) },
    { name: "renew-dev-subscriptions", everyMs: 60 * 1000, run: () => renewDevSubscriptions(jobContext) },
    // Uploaded PDFs are read within seconds; a claim left by a stopped server is taken over after its lease.
    { name: "read-pdfs", everyMs: 3 * 1000, run: () => processDuePdfDocuments(jobContext) },
    // Voice packs train within seconds; a claim left by a stopped server is taken over after its lease.
    { name: "train-voice-packs", everyMs: 3 * 1000, run: () => trainDueVoicePacks(jobContext) },
    { name: "clean-up-voice-packs", everyMs: 60 * 60 * 1000, run: () => cleanUpVoicePacks(jobContext) },
    // Image packs likewise: each picture is cropped, checked and captioned; a stopped server's claim is taken over.
    { name: "train-image-packs", everyMs: 3 * 1000, run: () => trainDueImagePacks(jobContext) },
    { name: "clean-up-image-packs", everyMs: 60 * 60 * 1000, run: () => cleanUpImagePacks(jobContext) },
  ],
  app.log,
);

/** Time past the grace period for the database to close before the process gives up waiting. */
const SHUTDOWN_OVERRUN_MS = 10_000;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  // Should anything still hang past the grace period (a request stuck on the database), the process
  // ends anyway: an orchestrator's own kill would be harsher.
  setTimeout(() => {
    app.log.error("shutdown did not finish in time");
    process.exit(1);
  }, config.SHUTDOWN_GRACE_MS + SHUTDOWN_OVERRUN_MS).unref();
  // Stop taking requests and let running ones finish (streaming replies for SHUTDOWN_GRACE_MS at most),
  // then close the database cleanly so PGlite flushes its files and nothing is left half-written.
  await app.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  database.kind === "pglite"
    ? `database: embedded PGlite in ${config.pgliteDir}`
    : "database: PostgreSQL (DATABASE_URL)",
);
for (const line of startLines(config)) app.log.info(line);
// Whether scanned PDFs can be read: tesseract is looked for once (a few ms), after the server listens.
void ocrStartLine(config.PDF_OCR).then((line) => app.log.info(line));
// Each model scene is probed in the background, one log line each (MODEL_PROBE): /readyz and the
// first requests never wait for a model that may be slow or away.
void probeModelsInBackground(config, modelScenes(config), app.log);
