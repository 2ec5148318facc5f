import { PdfMessages } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { flattenCatalog } from "../../i18n/flatten";
import enCatalog from "../../i18n/screens/pdf.en.json";
import {
  checkPdfFile,
  documentName,
  FALLBACK_PDF_MAX_BYTES,
  megabytes,
  PDF_PROBLEM_KEYS,
  pdfMaxBytes,
  pdfMessageKey,
} from "./pdfFile";

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("the PDF upload checks", () => {
  it("accepts a PDF by its type, or by its name when the browser gives no usable type", () => {
    expect(checkPdfFile(file("TAMReview.pdf", "application/pdf"), 20 * MB)).toBeNull();
    expect(checkPdfFile(file("report.PDF", ""), 20 * MB)).toBeNull();
    expect(checkPdfFile(file("report.pdf", "application/octet-stream"), 20 * MB)).toBeNull();
  });

  it("refuses anything that is not a PDF, whatever its name says", () => {
    expect(checkPdfFile(file("cover.png", "image/png"), 20 * MB)).toBe("pdfOnly");
    expect(checkPdfFile(file("fake.pdf", "image/png"), 20 * MB)).toBe("pdfOnly");
    expect(checkPdfFile(file("notes.txt", ""), 20 * MB)).toBe("pdfOnly");
    expect(checkPdfFile(file("blob", "application/octet-stream"), 20 * MB)).toBe("pdfOnly");
  });

  it("refuses an empty file and one over the configured limit, and takes the limit itself", () => {
    expect(checkPdfFile(file("a.pdf", "application/pdf", 0), MB)).toBe("pdfEmpty");
    expect(checkPdfFile(file("a.pdf", "application/pdf", MB + 1), MB)).toBe("pdfTooLarge");
    expect(checkPdfFile(file("a.pdf", "application/pdf", MB), MB)).toBeNull();
  });

  it("reads the limit from the creation config, with the default until it arrives", () => {
    expect(pdfMaxBytes(undefined)).toBe(FALLBACK_PDF_MAX_BYTES);
    expect(pdfMaxBytes({ pdfMaxBytes: 5 * MB } as never)).toBe(5 * MB);
    expect(megabytes(5 * MB)).toBe(5);
    expect(megabytes(2.5 * MB)).toBe(2.5);
  });

  it("has a translated message for every problem and every contract PDF message", () => {
    const catalog = flattenCatalog(enCatalog);
    for (const key of Object.values(PDF_PROBLEM_KEYS)) expect(catalog[key], key).toBeTruthy();
    for (const text of Object.values(PdfMessages)) {
      const key = pdfMessageKey(text);
      expect(key, text).toBeDefined();
      expect(catalog[key!], key).toBeTruthy();
    }
    expect(pdfMessageKey(`${PdfMessages.pdfOnly}.`)).toBe("pdf.errors.pdfOnly");
    expect(pdfMessageKey("something else")).toBeUndefined();
  });

  it("keeps the document's own name within the contract's limit", () => {
    expect(documentName("  TAMReview.pdf ", 200)).toBe("TAMReview.pdf");
    expect(documentName("x".repeat(250), 200)).toHaveLength(200);
  });
});
