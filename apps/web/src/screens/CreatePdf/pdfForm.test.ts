import { describe, expect, it } from "vitest";
import {
  emptyPdfForm,
  firstPdfError,
  pdfFormFromInfo,
  readPdfServerError,
  toPdfChanges,
  validatePdfForm,
} from "./pdfForm";

const filled = {
  ...emptyPdfForm(),
  pdfUrl: "/uploads/pdfs/1/TAMReview.pdf",
  fileName: "TAMReview.pdf",
  name: "Professor Page",
  greeting: "Ask me about the review.",
};

describe("the PDF bot form", () => {
  it("asks for a document first, shown at the file picker", () => {
    const errors = validatePdfForm({ ...filled, pdfUrl: "", fileName: "" }, false);
    expect(errors.pdfUrl).toEqual({ key: "pdf.errors.pdfRequired" });
    expect(errors.fileName).toBeUndefined();
    expect(firstPdfError({ ...errors, name: { key: "x" } })).toBe("pdfUrl");
  });

  it("accepts a filled form and reports the character's own rules", () => {
    expect(validatePdfForm(filled, false)).toEqual({});
    expect(validatePdfForm({ ...filled, name: "a" }, false).name).toEqual({ key: "create.errors.nameRule" });
    expect(validatePdfForm({ ...filled, persona: "x".repeat(4001) }, false).persona).toEqual({
      key: "pdf.errors.personaLength",
    });
  });

  it("sends the document on edit only when a new one was uploaded", () => {
    const unchanged = toPdfChanges("7", filled, filled.pdfUrl);
    expect(unchanged).not.toHaveProperty("pdfUrl");
    expect(unchanged).toMatchObject({ botId: "7", name: "Professor Page" });
    const replaced = toPdfChanges(
      "7",
      { ...filled, pdfUrl: "/uploads/pdfs/1/new.pdf", fileName: "new.pdf" },
      filled.pdfUrl,
    );
    expect(replaced).toMatchObject({ pdfUrl: "/uploads/pdfs/1/new.pdf", fileName: "new.pdf" });
    expect(validatePdfForm(unchanged, true)).toEqual({});
  });

  it("fills the editor from the bot's info", () => {
    const form = pdfFormFromInfo({
      botId: "7",
      name: "Professor Page",
      greeting: "Hello there",
      persona: "",
      intro: "",
      avatar: "",
      visibility: "public",
      document: null,
    });
    expect(form).toMatchObject({ pdfUrl: "", fileName: "", visibility: "public" });
  });

  it("places the server's PDF messages under the file picker", () => {
    expect(readPdfServerError("pdfUrl: Only PDF files can be used")).toMatchObject({
      field: "pdfUrl",
      key: "pdf.errors.pdfOnly",
    });
    expect(readPdfServerError("Upload a PDF first")).toMatchObject({
      field: "pdfUrl",
      key: "pdf.errors.pdfRequired",
    });
    expect(readPdfServerError("Something broke")).toMatchObject({
      field: null,
      key: null,
      text: "Something broke",
    });
  });
});
