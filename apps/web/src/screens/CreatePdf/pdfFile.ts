import type { BotCreationConfig } from "@fable/contract";
import { PdfMessages } from "@fable/contract";

/** Client checks of a chosen document, each named by the message it shows. */
export type PdfProblem = "pdfOnly" | "pdfTooLarge" | "pdfEmpty";

/**
 * The size limit when the configuration has not arrived yet (the server's default); the server
 * checks again at signing, so this only spares a doomed upload.
 */
export const FALLBACK_PDF_MAX_BYTES = 20 * 1024 * 1024;

/** The configured limit of a PDF upload (botConfig's pdfMaxBytes). */
export function pdfMaxBytes(config: BotCreationConfig | undefined): number {
  const configured = config?.pdfMaxBytes;
  return typeof configured === "number" && configured > 0 ? configured : FALLBACK_PDF_MAX_BYTES;
}

/** Megabytes for a message ("20 MB"), one decimal when the limit is not whole. */
export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * Whether a chosen file may be uploaded: a PDF by type or, when the browser names no type, by its
 * extension; not empty; within the limit.
 */
export function checkPdfFile(
  file: { type: string; name: string; size: number },
  maxBytes: number,
): PdfProblem | null {
  const type = file.type.trim().toLowerCase();
  const byName = /\.pdf$/i.test(file.name.trim());
  const isPdf = type ? type === "application/pdf" || (type === "application/octet-stream" && byName) : byName;
  if (!isPdf) return "pdfOnly";
  if (file.size <= 0) return "pdfEmpty";
  if (file.size > maxBytes) return "pdfTooLarge";
  return null;
}

/** The catalog key of each problem the checks find. */
export const PDF_PROBLEM_KEYS: Record<PdfProblem, string> = {
  pdfOnly: "pdf.errors.pdfOnly",
  pdfTooLarge: "pdf.errors.pdfTooLarge",
  pdfEmpty: "pdf.errors.pdfEmpty",
};

const KEY_BY_TEXT = new Map(
  Object.entries(PdfMessages).map(([id, text]) => [text.toLowerCase(), `pdf.errors.${id}`]),
);

/** The catalog key of a contract PDF message (from the schema or the server), when known. */
export function pdfMessageKey(text: string): string | undefined {
  return KEY_BY_TEXT.get(
    text
      .trim()
      .replace(/[.!。！]+$/, "")
      .toLowerCase(),
  );
}

/** A file name as the contract takes it: the chosen file's own, cut to the limit. */
export function documentName(name: string, max: number): string {
  const trimmed = name.trim();
  return trimmed.length <= max ? trimmed : trimmed.slice(0, max);
}
