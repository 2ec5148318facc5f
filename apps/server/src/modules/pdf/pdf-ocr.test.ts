import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PdfMessages } from "@fable/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSession } from "../../../test/factories/index.ts";
import { fixturesPresent, PDF_FIXTURES } from "../../../test/fixtures.ts";
import { createTestApp } from "../../../test/harness.ts";
import { createPdfBot, pdfDocumentOf } from "../../../test/pdf-bots.ts";
import { topicPage, writePdf } from "../../../test/pdf-files.ts";
import { searchPdf } from "../../../test/pdf-search.ts";
import { tesseractPresent } from "../../../test/tesseract.ts";
import type { Config } from "../../config.ts";
import { backgroundContext } from "../../context.ts";
import { pdfChunks, pdfDocuments } from "./pdf.schema.ts";
import { processDuePdfDocuments, READ_LIMITS } from "./pdf-jobs.ts";
import { needsOcr, OCR_RENDER } from "./pdf-ocr.ts";
import { forgetOcrEngineForTest, tidyOcrText } from "./pdf-ocr-engine.ts";
import { readPdfText } from "./pdf-reader.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
const job = (config: Partial<Config> = {}) =>
  processDuePdfDocuments(backgroundContext({ ...harness, config: { ...harness.config, ...config } }), {
    workerId: "ocr-test",
  });
const documentOf = (botId: string) => pdfDocumentOf(harness.app, token, botId);
const tamReview = () => readFileSync(path.join(PDF_FIXTURES, "TAMReview.pdf"));

beforeAll(async () => {
  harness = await createTestApp({ env: { UPLOAD_SIGNING_SECRET: "s".repeat(40), MAX_BOTS_PER_USER: "100" } });
  token = (await buildSession(harness.database.db)).token;
});
afterAll(() => harness.close());

/** Each page's extracted text, as the job gets it without OCR. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const texts: string[] = [];
  const outcome = await readPdfText(bytes, READ_LIMITS, {
    opened: () => {},
    page: (page, text) => {
      texts[page - 1] = text;
    },
  });
  expect(outcome.ok).toBe(true);
  return texts;
}

describe("which pages are read by OCR", () => {
  it("a page with no text, only a page number, or unmapped glyphs; never a page of text in any script", () => {
    expect(needsOcr("")).toBe(true);
    expect(needsOcr("  12 \n")).toBe(true);
    expect(needsOcr("\u0002\u0003\u0004\u0005\u0003\u0006\u0004\u0007\b \u000e\u000f\u0010 ab")).toBe(true);
    expect(needsOcr("\uFFFD".repeat(40))).toBe(true);
    expect(needsOcr("Chapter 3: the keeper's log.")).toBe(false);
    expect(needsOcr("第三章 灯塔看守人的日志")).toBe(false);
  });

  it.skipIf(!fixturesPresent)(
    "TAMReview's pages 2-22 (fonts without a Unicode map), not 1 and 23",
    async () => {
      const texts = await pageTexts(tamReview());
      expect(texts).toHaveLength(23);
      const wanted = texts.flatMap((text, index) => (needsOcr(text) ? [index + 1] : []));
      expect(wanted).toEqual(Array.from({ length: 21 }, (_, index) => index + 2));
    },
  );

  it("tidies tesseract's text: Chinese characters joined again, form feeds and blank runs gone", () => {
    expect(tidyOcrText("灯 塔 看 守 人 的 日 志\n\n\n\nThe keeper  \n\f")).toBe(
      "灯塔看守人的日志\n\nThe keeper",
    );
  });
});

describe("drawing pages for OCR", () => {
  it("draws a page of hostile size within the pixel caps, quickly, without taking the worker down", async () => {
    const sizes: { width: number; height: number; dpi: number }[] = [];
    const started = Date.now();
    for (const pageSize of [
      [14_400_000, 14_400_000],
      [3, 9_000_000],
    ] as [number, number][]) {
      const outcome = await readPdfText(
        writePdf([["Huge"]], { pageSize }),
        READ_LIMITS,
        { opened: () => {}, page: () => {} },
        {
          render: OCR_RENDER,
          wants: () => true,
          recognize: async (image, dpi) => {
            // The picture is a binary PGM: "P5\n<width> <height>\n255\n" then one byte per pixel.
            const [, width, height] = /^P5\n(\d+) (\d+)\n255\n/.exec(
              Buffer.from(image.subarray(0, 40)).toString(),
            )!;
            expect(image.length).toBeGreaterThanOrEqual(Number(width) * Number(height));
            sizes.push({ width: Number(width), height: Number(height), dpi });
            return "";
          },
        },
      );
      expect(outcome).toMatchObject({ ok: true, pageCount: 1 });
    }
    expect(sizes).toHaveLength(2);
    for (const { width, height } of sizes) {
      expect(width * height).toBeLessThanOrEqual(OCR_RENDER.maxPixels);
      expect(Math.max(width, height)).toBeLessThanOrEqual(OCR_RENDER.maxSide);
    }
    // Scaled down to fill the pixel cap (√20 000 000 ≈ 4 472 a side), at about 0 dpi; the thin page to its side cap.
    expect(sizes[0]).toMatchObject({ width: 4472, height: 4472, dpi: 1 });
    expect(sizes[1]!.height).toBeGreaterThan(OCR_RENDER.maxSide - 2);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("draws an ordinary page at 300 dpi", async () => {
    let drawn = "";
    await readPdfText(
      writePdf([[]]),
      READ_LIMITS,
      { opened: () => {}, page: () => {} },
      {
        render: OCR_RENDER,
        wants: () => true,
        recognize: async (image, dpi) => {
          drawn = `${Buffer.from(image.subarray(0, 16)).toString().split("\n")[1]} at ${dpi}`;
          return "";
        },
      },
    );
    // US Letter, 8.5 × 11 inches.
    expect(drawn).toBe("2550 3300 at 300");
  });
});

describe.skipIf(!tesseractPresent || !fixturesPresent)("reading scanned pages with tesseract", () => {
  it("reads TAMReview ready with pages 2-22 by OCR, moving its progress, and a question finds an OCR'd page", async () => {
    const botId = await createPdfBot(harness.app, token, tamReview(), "TAMReview.pdf");
    const seen = new Set<number>();
    let reading = true;
    const watching = (async () => {
      while (reading) {
        const document = await documentOf(botId);
        if (document.state === "reading") seen.add(document.progress);
        await new Promise((resume) => setTimeout(resume, 300));
      }
    })();
    expect(await job()).toBe(1);
    reading = false;
    await watching;
    // The reading part (0-70 %) moved while pages were recognized, not only at the end.
    expect([...seen].filter((progress) => progress > 0 && progress < 70).length).toBeGreaterThan(2);
    expect(await documentOf(botId)).toMatchObject({
      state: "ready",
      pageCount: 23,
      pagesWithText: 23,
      ocrPages: 21,
      notice: null,
    });
    const [row] = await harness.database.db
      .select({ id: pdfDocuments.id })
      .from(pdfDocuments)
      .where(eq(pdfDocuments.botId, Number(botId)));
    const chunks = await harness.database.db
      .select({ page: pdfChunks.page, text: pdfChunks.text })
      .from(pdfChunks)
      .where(eq(pdfChunks.documentId, row!.id))
      .orderBy(asc(pdfChunks.ordinal));
    expect(new Set(chunks.map((chunk) => chunk.page))).toEqual(
      new Set(Array.from({ length: 23 }, (_, i) => i + 1)),
    );
    const pageText = (page: number) =>
      chunks
        .filter((chunk) => chunk.page === page)
        .map((chunk) => chunk.text)
        .join(" ")
        .replace(/\s+/g, " ");
    // Words seen in the drawn pictures of pages 5 and 9 (their text layer has none of them).
    expect(pageText(5)).toContain("Fishbein and Ajzen (1975) themselves acknowledged that subjective norm");
    expect(pageText(9)).toContain("Spearman-Brown prophecy formula");
    // Every OCR'd page carries the paper's running head.
    for (let page = 2; page <= 22; page++) expect(pageText(page)).toContain("Technology Acceptance Model");

    const passages = await searchPdf(
      harness.app,
      token,
      botId,
      "Which aspect of TRA did Fishbein and Ajzen call least understood?",
    );
    expect(passages[0]).toMatchObject({ page: 5 });
    expect(passages[0]!.text).toContain("subjective norm was the least");
  }, 600_000);

  it("fails a PDF whose pages hold nothing, not even for OCR, saying OCR was tried", async () => {
    const botId = await createPdfBot(harness.app, token, writePdf([[], []]));
    await job();
    expect(await documentOf(botId)).toMatchObject({
      state: "failed",
      failure: PdfMessages.noTextAfterOcr,
      pageCount: 2,
    });
  });

  it("stops at PDF_OCR_MAX_PAGES and says OCR reached its limit", async () => {
    const botId = await createPdfBot(harness.app, token, writePdf([[], [], topicPage(3)]));
    await job({ PDF_OCR_MAX_PAGES: 1 });
    expect(await documentOf(botId)).toMatchObject({
      state: "ready",
      pagesWithText: 1,
      ocrPages: 0,
      notice: "Only 1 of 3 pages have text that can be read (OCR stopped at its limit for one PDF)",
    });
  });

  it("with PDF_OCR=off, a scanned PDF fails as before", async () => {
    const botId = await createPdfBot(harness.app, token, writePdf([[]]));
    await job({ PDF_OCR: "off" });
    expect(await documentOf(botId)).toMatchObject({ state: "failed", failure: PdfMessages.noText });
  });
});

describe("when tesseract is not installed", () => {
  it("reads PDFs as before and says OCR is missing where it would have helped", async () => {
    const savedPath = process.env.PATH;
    process.env.PATH = mkdtempSync(path.join(tmpdir(), "fable-no-ocr-"));
    forgetOcrEngineForTest();
    try {
      const blank = await createPdfBot(harness.app, token, writePdf([[]]));
      const half = await createPdfBot(harness.app, token, writePdf([[], topicPage(2)]));
      expect(await job()).toBe(2);
      expect(await documentOf(blank)).toMatchObject({
        state: "failed",
        failure: PdfMessages.noTextOcrMissing,
      });
      expect(await documentOf(half)).toMatchObject({
        state: "ready",
        pagesWithText: 1,
        ocrPages: 0,
        notice: "Only 1 of 2 pages have text that can be read (OCR is not installed on this server)",
      });
    } finally {
      process.env.PATH = savedPath;
      forgetOcrEngineForTest();
    }
  });
});
