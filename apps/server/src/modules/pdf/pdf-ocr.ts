import type { Config } from "../../config.ts";
import { MIN_LETTERS, readableText } from "./pdf-chunks.ts";
import { type OcrEngine, ocrEngine, recognizePage } from "./pdf-ocr-engine.ts";
import type { OcrPlan, RenderLimits } from "./pdf-reader.ts";

/**
 * Pictures of pages for OCR: 300 dpi (tesseract's best size for body text; A4 is 8.7 megapixels),
 * never more than 20 megapixels or 16 384 pixels a side whatever the page's size claims, and
 * 30 s to draw one. pdf-reader.ts pauses the reading's own time limit meanwhile.
 */
export const OCR_RENDER: RenderLimits = {
  dpi: 300,
  maxPixels: 20_000_000,
  maxSide: 16_384,
  timeLimitMs: 30_000,
};
/**
 * The OCR of one document stops after this long: pages are about 3 s each, so PDF_OCR_MAX_PAGES
 * (200) fit; a document whose every page runs to tesseract's time limit does not hold the reading
 * (one tesseract per process) for hours.
 */
export const OCR_DOCUMENT_BUDGET_MS = 30 * 60 * 1000;

/**
 * Whether a page's extracted text is too poor to keep, so its picture is read by OCR: fewer than
 * MIN_LETTERS letters or digits in what readableText keeps. That is a page with no text layer (a
 * scan), one whose fonts have no Unicode map (control characters, as on TAMReview's pages 2-22),
 * or one whose only text is a page number.
 */
export function needsOcr(text: string): boolean {
  return (readableText(text).match(/[\p{L}\p{N}]/gu) ?? []).length < MIN_LETTERS;
}

/** What OCR did for one document, for its notice or failure. */
export interface OcrReport {
  engine: OcrEngine;
  /** Pages that wanted OCR but were left out: past PDF_OCR_MAX_PAGES or the time budget. */
  skipped: number;
}

/**
 * The OCR plan of one document's reading (undefined when OCR is off or not installed) and its
 * report, filled in as the reading goes.
 */
export async function ocrPlanFor(
  config: Pick<Config, "PDF_OCR" | "PDF_OCR_MAX_PAGES">,
): Promise<{ plan?: OcrPlan; report: OcrReport }> {
  const engine = await ocrEngine(config.PDF_OCR);
  const report: OcrReport = { engine, skipped: 0 };
  if (!engine.available) return { report };
  let taken = 0;
  let startedAt: number | null = null;
  const plan: OcrPlan = {
    render: OCR_RENDER,
    wants(text) {
      if (!needsOcr(text)) return false;
      startedAt ??= Date.now();
      if (taken >= config.PDF_OCR_MAX_PAGES || Date.now() - startedAt > OCR_DOCUMENT_BUDGET_MS) {
        report.skipped++;
        return false;
      }
      taken++;
      return true;
    },
    recognize: (image, dpi) => recognizePage(engine, image, dpi),
  };
  return { plan, report };
}
