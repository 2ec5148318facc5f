import { z } from "zod";
import { Visibility } from "./bots.ts";
import { BotName, BoundedInt, Greeting } from "./character.ts";
import { idLike } from "./chat.ts";

/**
 * PDF bots (botType 4) and supplemental PDFs (docs/product.md#pdf-bots). A document is read in the
 * background: queued → reading → indexing → ready, or failed with the reason.
 */
export const PDF_LIMITS = {
  /** Pages read from one document; the rest are left out and the document says so. */
  maxPages: 2000,
  fileNameMax: 200,
  personaMax: 4000,
  introMax: 500,
  urlMax: 500,
  /** Passages one retrieval answers at most. */
  passagesMax: 8,
} as const;

export const PdfMessages = {
  pdfOnly: "Only PDF files can be used",
  pdfRequired: "Upload a PDF first",
  fileNameLength: `File name must be 1-${PDF_LIMITS.fileNameMax} characters`,
  personaLength: `Persona must be at most ${PDF_LIMITS.personaMax} characters`,
  introLength: `Introduction must be at most ${PDF_LIMITS.introMax} characters`,
  notAPdfBot: "This bot is not a PDF bot",
  documentNotFound: "This bot has no PDF",
  pdfTooLarge: "PDF files must be at most {{mb}} MB",
  notAPdf: "This file is not a PDF",
  notYourUpload: "Use a PDF you uploaded here",
  notRetryable: "Only a document that failed can be read again",
  encrypted: "This PDF is protected by a password and cannot be read",
  corrupt: "This PDF is damaged and cannot be read",
  noText: "This PDF has no text that can be read (it may be scanned)",
  noTextOcrMissing:
    "This PDF has no text that can be read (it may be scanned, and OCR is not installed on this server)",
  noTextAfterOcr: "This PDF has no text that can be read, not even by OCR",
  tooComplex: "This PDF is too large or complex to read",
  fileMissing: "The PDF file is no longer available",
  pagesCapped: "Only the first {{max}} of {{pages}} pages were read",
  somePagesWithoutText: "Only {{withText}} of {{pages}} pages have text that can be read",
  somePagesWithoutTextOcrMissing:
    "Only {{withText}} of {{pages}} pages have text that can be read (OCR is not installed on this server)",
  ocrCapped:
    "Only {{withText}} of {{pages}} pages have text that can be read (OCR stopped at its limit for one PDF)",
  semanticSearchOff:
    "Search by meaning is off for this PDF (the embeddings service failed); search by words works",
} as const;

export const PdfState = z.enum(["queued", "reading", "indexing", "ready", "failed"]);
export type PdfState = z.infer<typeof PdfState>;

/** Where a bot's document stands; what My Bots, the editor and the chat's PDF viewer show. */
export const PdfDocumentInfo = z.object({
  documentId: z.string(),
  botId: z.string(),
  /** "pdf" for a PDF bot's document, "supplemental" for an ordinary bot's extra document. */
  role: z.enum(["pdf", "supplemental"]),
  fileName: z.string(),
  /** The file itself, for the viewer. */
  url: z.string(),
  state: PdfState,
  /** 0-100 while reading and indexing; 100 when ready. */
  progress: z.number().int().min(0).max(100),
  pageCount: z.number().int().nullable(),
  /** Pages with text that could be read (a scanned PDF has none without OCR). */
  pagesWithText: z.number().int().nullable(),
  /** Of those, the pages whose text was read from their picture by OCR (none without OCR). */
  ocrPages: z.number().int().nullable(),
  /** Why it failed, translated; null unless failed. */
  failure: z.string().nullable(),
  /** A note worth showing on a ready document (only some pages had text, pages past the cap left out). */
  notice: z.string().nullable(),
  updatedAt: z.string(),
});
export type PdfDocumentInfo = z.infer<typeof PdfDocumentInfo>;

const pdfUrl = z
  .string()
  .trim()
  .min(1, PdfMessages.pdfRequired)
  .max(PDF_LIMITS.urlMax, PdfMessages.pdfRequired);
const fileName = z
  .string()
  .trim()
  .min(1, PdfMessages.fileNameLength)
  .max(PDF_LIMITS.fileNameMax, PdfMessages.fileNameLength);
const persona = z.string().trim().max(PDF_LIMITS.personaMax, PdfMessages.personaLength);
const intro = z.string().trim().max(PDF_LIMITS.introMax, PdfMessages.introLength);

/** POST /ai/roleInfo/pdfBot: a character that answers from an uploaded PDF. */
export const PdfBotForm = z.object({
  /** The uploaded file's address (POST /aws/s3/sign with purpose "pdf", then PUT). */
  pdfUrl,
  fileName,
  name: BotName,
  greeting: Greeting,
  /** Who the character is and how it talks about the document. */
  persona: persona.default(""),
  intro: intro.default(""),
  avatar: z.string().max(PDF_LIMITS.urlMax).default(""),
  visibility: Visibility.default("private"),
  categoryId: BoundedInt.optional(),
});
export type PdfBotForm = z.infer<typeof PdfBotForm>;
export type PdfBotFormInput = z.input<typeof PdfBotForm>;

/** POST /ai/roleInfo/update/pdfBot: fields left out stay; a new pdfUrl replaces the document and reads it again. */
export const PdfBotChanges = z.object({
  botId: idLike("botId"),
  pdfUrl: pdfUrl.optional(),
  fileName: fileName.optional(),
  name: BotName.optional(),
  greeting: Greeting.optional(),
  persona: persona.optional(),
  intro: intro.optional(),
  avatar: z.string().max(PDF_LIMITS.urlMax).optional(),
  visibility: Visibility.optional(),
});
export type PdfBotChanges = z.infer<typeof PdfBotChanges>;
export type PdfBotChangesInput = z.input<typeof PdfBotChanges>;

/** POST /ai/roleInfo/supplemental-information?pdfUrl=&botId=: an empty pdfUrl removes the bot's supplemental PDF. */
export const SupplementalPdfQuery = z.object({
  botId: idLike("botId"),
  pdfUrl: z.string().trim().max(PDF_LIMITS.urlMax, PdfMessages.pdfRequired),
  fileName: fileName.optional(),
});

/** What the PDF bot editor loads: the bot's fields and its document. */
export const PdfBotEditInfo = z.object({
  botId: z.string(),
  name: z.string(),
  greeting: z.string(),
  persona: z.string(),
  intro: z.string(),
  avatar: z.string(),
  visibility: Visibility,
  document: PdfDocumentInfo.nullable(),
});
export type PdfBotEditInfo = z.infer<typeof PdfBotEditInfo>;

/** GET /ai/roleInfo/pdfDocuments?botId=: the documents of a bot the caller may chat with (none, the PDF, a supplemental one). */
export const PdfDocumentList = z.object({ documents: z.array(PdfDocumentInfo) });
export type PdfDocumentList = z.infer<typeof PdfDocumentList>;

/** A passage retrieved from a document, with its page (what answers cite as "p. 3"). */
export const PdfPassage = z.object({
  documentId: z.string(),
  page: z.number().int(),
  text: z.string(),
  score: z.number(),
});
export type PdfPassage = z.infer<typeof PdfPassage>;

/** GET /ai/roleInfo/pdfSearch?botId=&query=: the passages a question would retrieve (the chat's "sources"). */
export const PdfSearchQuery = z.object({
  botId: idLike("botId"),
  query: z.string().trim().min(1).max(500),
});
export const PdfSearchResult = z.object({ passages: z.array(PdfPassage) });
export type PdfSearchResult = z.infer<typeof PdfSearchResult>;

/**
 * Page citations in a reply: "p. 3", "p.3", "pp. 3-5", "(p. 12)", and "第3页" in Chinese. The web app
 * turns each into a link that opens the page in the viewer.
 */
export const PAGE_CITATION = /\b(?:pp?\.\s?(\d{1,4})(?:\s?[-–]\s?(\d{1,4}))?)|第\s?(\d{1,4})\s?页/g;
