import { readFileSync } from "node:fs";
import path from "node:path";
import { type PdfDocumentInfo, PdfMessages } from "@fable/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { fixturesPresent, PDF_FIXTURES } from "../../../test/fixtures.ts";
import { createTestApp } from "../../../test/harness.ts";
import { deflatedZeros } from "../../../test/hostile-files.ts";
import {
  createPdfBot as createPdfBotAs,
  pdfDocumentOf,
  uploadPdf as uploadPdfAs,
} from "../../../test/pdf-bots.ts";
import { topicPage, writeDeflatedContentPdf, writePdf, writeUnicodePdf } from "../../../test/pdf-files.ts";
import { searchPdf } from "../../../test/pdf-search.ts";
import { backgroundContext } from "../../context.ts";
import { pdfDocuments } from "./pdf.schema.ts";
import { processDuePdfDocuments, READ_LIMITS } from "./pdf-jobs.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let other: string;
const job = () => processDuePdfDocuments(backgroundContext(harness), { workerId: "test-worker" });

beforeAll(async () => {
  // OCR off: these tests are about the text layer (pdf-ocr.test.ts reads the same files with OCR).
  harness = await createTestApp({
    env: { UPLOAD_SIGNING_SECRET: "s".repeat(40), MAX_BOTS_PER_USER: "100", PDF_OCR: "off" },
  });
  token = (await buildSession(harness.database.db)).token;
  other = (await buildSession(harness.database.db)).token;
});
afterAll(() => harness.close());

const uploadPdf = (bytes: Uint8Array, as = token) => uploadPdfAs(harness.app, as, bytes);
const createPdfBot = (bytes: Uint8Array, fileName?: string) =>
  createPdfBotAs(harness.app, token, bytes, fileName);
const documentOf = (botId: string, as = token) => pdfDocumentOf(harness.app, as, botId);

const search = (botId: string, query: string) => searchPdf(harness.app, token, botId, query);

const fixture = (name: string) => readFileSync(path.join(PDF_FIXTURES, name));

describe.skipIf(!fixturesPresent)("reading the fixture PDFs", () => {
  it("reads TAMReview (23 pages) queued → ready, and a question finds the page that answers it", async () => {
    const botId = await createPdfBot(fixture("TAMReview.pdf"), "TAMReview.pdf");
    expect(await documentOf(botId)).toMatchObject({
      state: "queued",
      progress: 0,
      fileName: "TAMReview.pdf",
    });
    expect(await job()).toBe(1);
    // Pages 2-22 use fonts without a Unicode map: their "text" is control characters, left out and said so.
    expect(await documentOf(botId)).toMatchObject({
      state: "ready",
      progress: 100,
      pageCount: 23,
      pagesWithText: 2,
      failure: null,
      role: "pdf",
      notice: "Only 2 of 23 pages have text that can be read",
    });
    const passages = await search(botId, "What does this paper say about the rigor of research in TAM?");
    expect(passages[0]).toMatchObject({ page: 1 });
    expect(passages[0]!.text).toContain("research\nin TAM lacks sufficient rigor and relevance");
    expect((await search(botId, "Who are the editors of the working papers?"))[0]?.page).toBe(23);
  });

  it("reads vertical Japanese as readable lines (with the character maps)", async () => {
    const botId = await createPdfBot(fixture("jo_japanese_vertical.pdf"));
    await job();
    expect(await documentOf(botId)).toMatchObject({ state: "ready", pageCount: 1, pagesWithText: 1 });
    const passages = await search(botId, "わたくしといふ現象");
    expect(passages[0]?.page).toBe(1);
    expect(passages[0]?.text).toContain("わたくしといふ現象は\n假定された有機交流電燈の");
  });

  it("reads the 5 pages of pagelabels and the readable part of a corrupted file", async () => {
    const labels = await createPdfBot(fixture("pagelabels.pdf"));
    const zen = await createPdfBot(fixture("zen_of_python_corrupted.pdf"));
    expect(await job()).toBe(2);
    expect(await documentOf(labels)).toMatchObject({ state: "ready", pageCount: 5 });
    expect((await search(labels, "Third section")).map((passage) => passage.page)).toContain(3);
    expect(await documentOf(zen)).toMatchObject({ state: "ready", pageCount: 1 });
    expect((await search(zen, "Beautiful better than ugly"))[0]?.text).toContain(
      "Beautiful is better than ugly.",
    );
  });

  it("refuses a truncated file with a clear reason, which can be retried", async () => {
    const whole = fixture("TAMReview.pdf");
    const botId = await createPdfBot(whole.subarray(0, Math.floor(whole.length / 3)));
    await job();
    const document = await documentOf(botId);
    expect(document.state === "failed" ? document.failure : document.notice).toBeTruthy();
    if (document.state === "failed") {
      expect([PdfMessages.corrupt, PdfMessages.noText]).toContain(document.failure);
      const retried = await call(harness.app, "POST", "/api/ai/roleInfo/pdfDocuments/retry", {
        token,
        body: { documentId: document.documentId },
      });
      expect(retried.result).toMatchObject({ state: "queued", failure: null });
    }
  });
});

describe("right-to-left text", () => {
  /** Drawing order of a right-to-left word or sentence: its letters from the left end of the line. */
  const drawn = (logical: string) => [...logical].reverse().join("");

  it("reads Hebrew in reading order: words of a line right to left, each word's letters in order", async () => {
    const botId = await createPdfBot(
      writeUnicodePdf([
        // One word per run: "shalom" is drawn right of "olam", so it is read first.
        { x: 300, y: 700, text: drawn("עולם") },
        { x: 360, y: 700, text: drawn("שלום") },
        // A whole sentence in one run, as a right-to-left document draws it.
        { x: 200, y: 686, text: drawn("הספרייה פתוחה בבוקר") },
        { x: 72, y: 672, text: "Opening hours 9-17" },
      ]),
    );
    await job();
    expect(await documentOf(botId)).toMatchObject({ state: "ready", pagesWithText: 1 });
    const passages = await search(botId, "הספרייה פתוחה");
    expect(passages[0]?.page).toBe(1);
    expect(passages[0]?.text).toContain("שלום עולם\nהספרייה פתוחה בבוקר\nOpening hours 9-17");
  });
});

describe("bad and hostile PDFs", () => {
  it("fails an encrypted PDF, garbage after a PDF header and a page without text, each with its reason", async () => {
    const encrypted = await createPdfBot(writePdf([topicPage(1)], { encrypted: true }));
    const garbage = await createPdfBot(Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4000, 0x5a)]));
    const blank = await createPdfBot(writePdf([[], []]));
    await job();
    expect(await documentOf(encrypted)).toMatchObject({ state: "failed", failure: PdfMessages.encrypted });
    expect(await documentOf(garbage)).toMatchObject({ state: "failed", failure: PdfMessages.corrupt });
    expect(await documentOf(blank)).toMatchObject({
      state: "failed",
      failure: PdfMessages.noText,
      pageCount: 2,
    });
  });

  it("shows the failure in the reader's language", async () => {
    const botId = await createPdfBot(writePdf([[]]));
    await job();
    const listed = await call(harness.app, "GET", `/api/ai/roleInfo/pdfDocuments?botId=${botId}`, {
      token,
      headers: { "accept-language": "zh-CN" },
    });
    expect(listed.result.documents[0].failure).toBe("这个 PDF 没有可读取的文字（可能是扫描件）");
  });

  it("bounds deeply nested objects: the document ends ready or failed, never hangs or takes the server down", async () => {
    const botId = await createPdfBot(writePdf([topicPage(1)], { nesting: 200_000 }));
    const started = Date.now();
    await job();
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(["ready", "failed"]).toContain((await documentOf(botId)).state);
  });

  it("stops reading a decompression bomb (2 MB deflated to 2 GB) before the process grows by a gigabyte", async () => {
    const botId = await createPdfBot(writeDeflatedContentPdf(await deflatedZeros(2 * 1024 ** 3, "zlib")));
    const rssAtStart = process.memoryUsage.rss();
    let largest = rssAtStart;
    const sampler = setInterval(() => {
      largest = Math.max(largest, process.memoryUsage.rss());
    }, 20);
    await job().finally(() => clearInterval(sampler));
    // Unchecked, the reader grew the process by 8 GB until the two-minute limit stopped it.
    expect((largest - rssAtStart) / 1024 / 1024).toBeLessThan(READ_LIMITS.rssGrowthMb + 400);
    expect(await documentOf(botId)).toMatchObject({ state: "failed", failure: PdfMessages.tooComplex });
  }, 120_000);

  it("reads at most PDF_LIMITS.maxPages pages of a longer document and says so", async () => {
    const pages = Array.from({ length: 2100 }, (_, index) => [`Page ${index + 1} of the long log.`]);
    const botId = await createPdfBot(writePdf(pages));
    await job();
    expect(await documentOf(botId)).toMatchObject({
      state: "ready",
      pageCount: 2100,
      pagesWithText: 2000,
      notice: "Only the first 2000 of 2100 pages were read",
    });
  }, 120_000);
});

describe("the job", () => {
  it("takes over a document whose reader died (its claim expired) and reads a claimed one only once", async () => {
    const botId = await createPdfBot(writePdf([topicPage(1), topicPage(2)]));
    const [row] = await harness.database.db
      .update(pdfDocuments)
      .set({
        state: "reading",
        progress: 30,
        claimedBy: "dead-worker",
        claimedAt: new Date(Date.now() - 60_000),
      })
      .where(eq(pdfDocuments.botId, Number(botId)))
      .returning();
    // Still within its lease: nobody touches it.
    expect(await job()).toBe(0);
    await harness.database.db
      .update(pdfDocuments)
      .set({ claimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(pdfDocuments.id, row!.id));
    const ctx = backgroundContext(harness);
    const done = await Promise.all([
      processDuePdfDocuments(ctx, { workerId: "a" }),
      processDuePdfDocuments(ctx, { workerId: "b" }),
    ]);
    expect(done[0]! + done[1]!).toBe(1);
    const [after] = await harness.database.db.select().from(pdfDocuments).where(eq(pdfDocuments.id, row!.id));
    expect(after).toMatchObject({ state: "ready", attempts: 1, claimedBy: null });
    expect((await search(botId, "topic2x"))[0]?.page).toBe(2);
  });
});

describe("PDF uploads a bot may use", () => {
  it("refuses another user's upload and addresses that are not uploads here", async () => {
    const theirs = await uploadPdf(writePdf([topicPage(1)]), other);
    for (const pdfUrl of [theirs, "https://example.com/file.pdf", "/uploads/avatars/x.webp"]) {
      const refused = await call(harness.app, "POST", "/api/ai/roleInfo/pdfBot", {
        token,
        body: { pdfUrl, fileName: "x.pdf", name: "Reader", greeting: "Hello there." },
      });
      expect(refused, pdfUrl).toMatchObject({ status: 400, message: PdfMessages.notYourUpload });
    }
  });
});

describe("editing a PDF bot", () => {
  it("fills the edit form, changes fields, and a new PDF replaces the document and is read again", async () => {
    const botId = await createPdfBot(writePdf([topicPage(1)]), "first.pdf");
    await job();
    const info = await call(harness.app, "GET", `/api/ai/roleInfo/getPdfBotInfo?botId=${botId}`, { token });
    expect(info.result).toMatchObject({
      botId,
      name: "Reader",
      greeting: "Ask me about the document.",
      document: { fileName: "first.pdf", state: "ready", pageCount: 1 },
    });

    const replacement = await uploadPdf(writePdf([topicPage(2), topicPage(3)]));
    const updated = await call(harness.app, "POST", "/api/ai/roleInfo/update/pdfBot", {
      token,
      body: {
        botId,
        name: "Archivist",
        persona: "A careful archivist.",
        pdfUrl: replacement,
        fileName: "second.pdf",
      },
    });
    expect(updated.code, updated.message).toBe(0);
    const queued = await call(harness.app, "GET", `/api/ai/roleInfo/getPdfBotInfo?botId=${botId}`, { token });
    expect(queued.result).toMatchObject({
      name: "Archivist",
      persona: "A careful archivist.",
      greeting: "Ask me about the document.",
      document: { fileName: "second.pdf", state: "queued" },
    });
    await job();
    const mine = await call(harness.app, "GET", "/api/ai/roleInfo/myPdfDocuments", { token });
    const documents = (mine.result.documents as PdfDocumentInfo[]).filter(
      (document) => document.botId === botId,
    );
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ fileName: "second.pdf", state: "ready", pageCount: 2 });
    // The new pages answer: the marker of the replacement's second page is found on page 2.
    expect((await search(botId, "topic3x"))[0]?.page).toBe(2);
    const theirs = await call(harness.app, "GET", "/api/ai/roleInfo/myPdfDocuments", { token: other });
    expect((theirs.result.documents as PdfDocumentInfo[]).some((document) => document.botId === botId)).toBe(
      false,
    );
    const notOwner = await call(harness.app, "GET", `/api/ai/roleInfo/getPdfBotInfo?botId=${botId}`, {
      token: other,
    });
    expect(notOwner.code).not.toBe(0);
  });
});

describe("ranking passages", () => {
  it("puts the page holding a question's rare word first, and still answers questions of only common words", async () => {
    const pages = Array.from({ length: 12 }, (_, index) => topicPage(index + 1));
    const botId = await createPdfBot(writePdf(pages));
    await job();
    // Every page holds "keeper" and "gulls"; only page 7 holds "topic7x".
    expect((await search(botId, "What did the keeper write about topic7x and the gulls?"))[0]?.page).toBe(7);
    const common = await search(botId, "keeper gulls lamp wick");
    expect(common.length).toBeGreaterThan(0);
    expect(common.every((passage) => /keeper/i.test(passage.text))).toBe(true);
  });
});
