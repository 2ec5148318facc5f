// A 300-page PDF read and queried (issue targets: ≤ 60 s, ≤ 300 MB added RSS, retrieval p95 ≤ 20 ms),
// then the TAMReview fixture read with OCR of its 21 scanned pages when tesseract is installed:
// run by scripts/bench.mjs (`npm run bench -- pdf`) with `node --import tsx`; prints one JSON line.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { loadConfig } from "../src/config.ts";
import { backgroundContext } from "../src/context.ts";
import { openDatabase } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { processDuePdfDocuments, retrievePassages } from "../src/modules/pdf/index.ts";
import { pdfDocuments } from "../src/modules/pdf/pdf.schema.ts";
import { ocrEngine } from "../src/modules/pdf/pdf-ocr-engine.ts";
import { buildBot } from "../test/factories/bots.ts";
import { PDF_FIXTURES } from "../test/fixtures.ts";
import { writePdf } from "../test/pdf-files.ts";

const PAGES = Number(process.env.BENCH_PDF_PAGES ?? 300);
const QUERIES = 200;
const words =
  "harbour lantern compass river forest storm tide ember orchard granite meadow willow falcon copper quarry".split(
    " ",
  );

/** About 2 700 characters a page: forty lines of prose, each page with a word of its own. */
function page(number: number): string[] {
  return Array.from({ length: 40 }, (_, line) => {
    const pick = (k: number) => words[(number * 13 + line * 7 + k * 5) % words.length];
    // On a line of its own: text past the page's right edge is clipped by readers.
    if (line === 20) return `The ledger code for this page is code${number}q.`;
    return `Line ${line + 1} tells of the ${pick(1)} and the ${pick(2)} near the ${pick(3)} in season ${number % 12}.`;
  });
}

const dataDir = await mkdtemp(path.join(tmpdir(), "fable-pdf-bench-"));
try {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, MODEL_PROBE: "off" });
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const ctx = backgroundContext({ config, database });
  /** A bot whose PDF document (these bytes) is queued for the reading job. */
  async function queuedDocument(bytes: Uint8Array, fileName: string) {
    const bot = await buildBot(database.db, {});
    const key = `pdfs/${bot.creatorId}/${String(bot.id).padStart(32, "0")}.pdf`;
    await mkdir(path.dirname(path.join(config.uploadsDir, key)), { recursive: true });
    await writeFile(path.join(config.uploadsDir, key), bytes);
    await database.db.insert(pdfDocuments).values({
      botId: bot.id,
      ownerId: bot.creatorId,
      role: "pdf",
      fileName,
      url: `/uploads/${key}`,
      storageKey: key,
    });
    return bot;
  }
  const bytes = writePdf(Array.from({ length: PAGES }, (_, index) => page(index + 1)));
  const bot = await queuedDocument(bytes, "bench.pdf");

  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  await processDuePdfDocuments(ctx, { workerId: "bench" });
  const processingS = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const [document] = await database.db.select().from(pdfDocuments).where(eq(pdfDocuments.botId, bot.id));

  const times: number[] = [];
  let hits = 0;
  for (let index = 0; index < QUERIES; index++) {
    const target = ((index * 37) % PAGES) + 1;
    const query =
      index % 2 === 0
        ? `What does the ledger say about code${target}q?`
        : `Tell me about the ${words[index % words.length]} and the ${words[(index + 4) % words.length]} in season ${index % 12}`;
    const start = performance.now();
    const passages = await retrievePassages(ctx, bot.id, query, { limit: 5, tokenBudget: 1600 });
    times.push(performance.now() - start);
    if (index % 2 === 0 && passages[0]?.page === target) hits++;
    else if (index % 2 === 0 && process.env.BENCH_PDF_DEBUG)
      console.error(
        target,
        passages.map((p) => [p.page, p.score, p.text.slice(0, 80)]),
      );
  }
  times.sort((a, b) => a - b);

  // OCR: the fixture's pages 2-22 have no usable text layer, so each is drawn and read by tesseract.
  const engine = await ocrEngine(config.PDF_OCR);
  const fixture = path.join(PDF_FIXTURES, "TAMReview.pdf");
  let ocr: Record<string, unknown> | null = null;
  if (engine.available && existsSync(fixture)) {
    const scanned = await queuedDocument(await readFile(fixture), "TAMReview.pdf");
    const ocrStarted = performance.now();
    await processDuePdfDocuments(ctx, { workerId: "bench" });
    const seconds = (performance.now() - ocrStarted) / 1000;
    const [read] = await database.db.select().from(pdfDocuments).where(eq(pdfDocuments.botId, scanned.id));
    ocr = {
      tesseract: engine.version,
      languages: engine.languages.join("+"),
      pages: read?.pageCount,
      ocrPages: read?.ocrPages,
      state: read?.state,
      seconds: Math.round(seconds * 10) / 10,
      perOcrPageS: Math.round((seconds / Math.max(1, read?.ocrPages ?? 0)) * 10) / 10,
    };
  }
  const at = (share: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))]! * 10) / 10;
  console.log(
    JSON.stringify({
      pages: PAGES,
      bytes: bytes.length,
      state: document?.state,
      processingS: Math.round(processingS * 10) / 10,
      addedRssMiB: Math.round((peak - baseline) / 1024 / 1024),
      queries: QUERIES,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      exactPageHits: `${hits}/${QUERIES / 2}`,
      ocr,
    }),
  );
  await database.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
