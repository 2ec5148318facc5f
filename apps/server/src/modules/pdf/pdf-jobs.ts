import { PDF_LIMITS } from "@fable/contract";
import { and, eq, inArray, lt, or } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { claimNextLeased, renewLease, workerIdOf } from "../../db/job-lease.ts";
import type { MessageId } from "../../i18n/message-groups.ts";
import { type CatalogMessage, message } from "../../i18n/server-message.ts";
import { storedObject } from "../media/index.ts";
import { type PdfDocumentRow, pdfChunks, pdfDocuments } from "./pdf.schema.ts";
import { type Chunk, chunkPage, readableText } from "./pdf-chunks.ts";
import { EMBED_BATCH, embeddingsOn, embedTexts, INDEX_EMBED_TIMEOUT_MS } from "./pdf-embeddings.ts";
import { type OcrReport, ocrPlanFor } from "./pdf-ocr.ts";
import { readPdfText } from "./pdf-reader.ts";

/** A claim not renewed for this long belongs to a worker that died: another takes the document over. */
export const CLAIM_LEASE_MS = 3 * 60 * 1000;
/** A document that has taken down its reader this often is not tried again by itself. */
const MAX_ATTEMPTS = 3;
/** Reading limits of one document (docs/decisions/0030-pdf-reading-and-retrieval.md). */
export const READ_LIMITS = {
  maxPages: PDF_LIMITS.maxPages,
  timeLimitMs: 120_000,
  heapMb: 192,
  // A 300-page document adds under 300 MB (docs/benchmarks.md); OCR's pictures are bounded apart.
  rssGrowthMb: 512,
};
/** Progress is written (and the claim renewed) at most this often while reading. */
const PROGRESS_EVERY_MS = 500;
const INSERT_BATCH = 200;

const RUNNING = ["reading", "indexing"];

/**
 * Takes one due document: a queued one, or one whose reader's claim expired (the server restarted
 * or died mid-way).
 */
const claimNext = (ctx: ServiceContext, workerId: string): Promise<PdfDocumentRow | null> =>
  claimNextLeased(ctx, pdfDocuments, {
    workerId,
    leaseMs: CLAIM_LEASE_MS,
    due: (expired) =>
      or(
        eq(pdfDocuments.state, "queued"),
        and(inArray(pdfDocuments.state, RUNNING), lt(pdfDocuments.claimedAt, expired)),
      ),
    values: { state: "reading", progress: 0, failure: null, notice: null },
  });

/** Writes to the document (renewing the claim) only while this worker still holds it; false when another took it over. */
const updateOwned = (
  ctx: ServiceContext,
  doc: PdfDocumentRow,
  workerId: string,
  values: Partial<typeof pdfDocuments.$inferInsert>,
) => renewLease(ctx, pdfDocuments, doc, workerId, values);

const fail = (ctx: ServiceContext, doc: PdfDocumentRow, workerId: string, failure: MessageId) =>
  updateOwned(ctx, doc, workerId, { state: "failed", progress: 0, failure, claimedBy: null });

/** Why a document has no text: scanned, and OCR is off, not installed, or found nothing. */
function noTextFailure(ocr: OcrReport): MessageId {
  if (ocr.engine.available) return "PdfMessages.noTextAfterOcr";
  return ocr.engine.reason === "notInstalled" ? "PdfMessages.noTextOcrMissing" : "PdfMessages.noText";
}

/**
 * The note on a ready document: pages past the cap, or pages without text (and whether OCR could
 * have helped), else that search by meaning is off for it (what is missing from the text matters
 * more than how it is searched).
 */
function noticeOf(
  pageCount: number,
  pagesRead: number,
  pagesWithText: number,
  ocr: OcrReport,
  embeddingsFailed: boolean,
): CatalogMessage | null {
  if (pageCount > pagesRead)
    return message("PdfMessages.pagesCapped", { max: String(pagesRead), pages: String(pageCount) });
  if (pagesWithText < pagesRead) {
    const id =
      ocr.skipped > 0
        ? "PdfMessages.ocrCapped"
        : !ocr.engine.available && ocr.engine.reason === "notInstalled"
          ? "PdfMessages.somePagesWithoutTextOcrMissing"
          : "PdfMessages.somePagesWithoutText";
    return message(id, { withText: String(pagesWithText), pages: String(pagesRead) });
  }
  return embeddingsFailed ? message("PdfMessages.semanticSearchOff") : null;
}

class TakenOver extends Error {}

/** Reads and indexes one claimed document: reading 0-70 %, indexing 70-100 %. */
async function processDocument(ctx: ServiceContext, doc: PdfDocumentRow, workerId: string) {
  if (doc.attempts > MAX_ATTEMPTS) return fail(ctx, doc, workerId, "PdfMessages.tooComplex");
  const stored = storedObject(ctx.config, doc.url);
  const bytes = stored ? await stored.storage.get(stored.key) : null;
  if (!bytes) return fail(ctx, doc, workerId, "PdfMessages.fileMissing");
  const chunks: Chunk[] = [];
  let pagesRead = 0;
  let pagesWithText = 0;
  let ocrPages = 0;
  let lastWrite = 0;
  const ocr = await ocrPlanFor(ctx.config);
  const outcome = await readPdfText(
    bytes,
    READ_LIMITS,
    {
      opened: async (pageCount, pages) => {
        pagesRead = pages;
        if (!(await updateOwned(ctx, doc, workerId, { pageCount }))) throw new TakenOver();
      },
      page: async (page, raw, byOcr) => {
        const text = readableText(raw);
        if (text) pagesWithText++;
        if (text && byOcr) ocrPages++;
        chunks.push(...chunkPage(page, text, chunks.length));
        const now = Date.now();
        if (now - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = now;
        const progress = Math.floor((page / Math.max(1, pagesRead)) * 70);
        if (!(await updateOwned(ctx, doc, workerId, { progress }))) throw new TakenOver();
      },
    },
    ocr.plan,
  ).catch((error: unknown) => {
    if (error instanceof TakenOver) return null;
    throw error;
  });
  if (!outcome) return false;
  if (!outcome.ok) return fail(ctx, doc, workerId, `PdfMessages.${outcome.failure}`);
  if (pagesWithText === 0) return fail(ctx, doc, workerId, noTextFailure(ocr.report));
  if (!(await updateOwned(ctx, doc, workerId, { state: "indexing", progress: 70, pagesWithText, ocrPages })))
    return false;
  await ctx.db.delete(pdfChunks).where(eq(pdfChunks.documentId, doc.id));
  // With an embeddings endpoint each batch is embedded before it is stored; the first failure turns
  // embedding off for the rest of the document, which still becomes ready, searched by its words.
  let embed = embeddingsOn(ctx.config);
  let embeddingsFailed = false;
  const batchSize = embed ? EMBED_BATCH : INSERT_BATCH;
  for (let start = 0; start < chunks.length; start += batchSize) {
    const batch = chunks.slice(start, start + batchSize);
    const vectors = embed
      ? await embedTexts(
          ctx.config,
          batch.map((chunk) => chunk.text),
          INDEX_EMBED_TIMEOUT_MS,
        ).catch((error: unknown) => {
          // The owner sees "semantic search is off" on the document; the operator needs the reason.
          ctx.log?.warn({ err: error, documentId: doc.id }, "embeddings endpoint failed; searching by words");
          return null;
        })
      : null;
    if (embed && !vectors) {
      embed = false;
      embeddingsFailed = true;
      await ctx.db.update(pdfChunks).set({ embedding: null }).where(eq(pdfChunks.documentId, doc.id));
    }
    await ctx.db
      .insert(pdfChunks)
      .values(batch.map((chunk, i) => ({ documentId: doc.id, ...chunk, embedding: vectors?.[i] ?? null })));
    const progress = 70 + Math.floor(((start + batch.length) / chunks.length) * 29);
    if (!(await updateOwned(ctx, doc, workerId, { progress }))) return false;
  }
  const notice = noticeOf(outcome.pageCount, pagesRead, pagesWithText, ocr.report, embeddingsFailed);
  return updateOwned(ctx, doc, workerId, {
    state: "ready",
    progress: 100,
    notice: notice ? JSON.stringify(notice) : null,
    claimedBy: null,
  });
}

/**
 * The background job (main.ts runs it every few seconds; tests call it directly): reads the due
 * documents one after another until none is left or `limit` were done. Answers how many it finished.
 */
export async function processDuePdfDocuments(
  ctx: ServiceContext,
  options: { workerId?: string; limit?: number } = {},
): Promise<number> {
  const workerId = options.workerId ?? workerIdOf(ctx);
  let done = 0;
  while (done < (options.limit ?? 10)) {
    const doc = await claimNext(ctx, workerId);
    if (!doc) break;
    await processDocument(ctx, doc, workerId);
    done++;
  }
  return done;
}
