import { z } from "zod";
import { BotIdQuery, SavedBot } from "../character.ts";
import {
  PdfBotChanges,
  PdfBotEditInfo,
  PdfBotForm,
  PdfDocumentInfo,
  PdfDocumentList,
  PdfSearchQuery,
  PdfSearchResult,
  SupplementalPdfQuery,
} from "../pdf.ts";
import { defineRoute } from "./define.ts";

/**
 * PDF bots (botType 4) and supplemental PDFs (docs/product.md#pdf-bots): a character that answers from
 * a document read in the background, citing its pages.
 */
export const pdfRoutes = {
  createPdfBot: defineRoute({
    method: "POST",
    path: "/ai/roleInfo/pdfBot",
    access: "user",
    tag: "creation",
    summary: "Create a PDF bot from an uploaded PDF; the document is read in the background",
    body: PdfBotForm,
    result: SavedBot,
  }),
  updatePdfBot: defineRoute({
    method: "POST",
    path: "/ai/roleInfo/update/pdfBot",
    access: "user",
    tag: "creation",
    summary: "Change your PDF bot; a new PDF replaces the document and is read again",
    body: PdfBotChanges,
    result: SavedBot,
  }),
  getPdfBotInfo: defineRoute({
    method: "GET",
    path: "/ai/roleInfo/getPdfBotInfo",
    access: "user",
    tag: "creation",
    summary: "Everything the PDF bot edit form needs about your PDF bot",
    query: BotIdQuery,
    result: PdfBotEditInfo,
  }),
  setSupplementalPdf: defineRoute({
    method: "POST",
    path: "/ai/roleInfo/supplemental-information",
    access: "user",
    tag: "creation",
    summary:
      "Give your bot a supplemental PDF whose passages join its prompt like lore (empty pdfUrl removes it)",
    query: SupplementalPdfQuery,
    result: PdfDocumentInfo.nullable(),
  }),
  listPdfDocuments: defineRoute({
    method: "GET",
    path: "/ai/roleInfo/pdfDocuments",
    // Visitors chat with public PDF bots too, the document beside the conversation.
    access: "public",
    tag: "creation",
    summary: "The documents of a bot you may chat with, with their processing state",
    query: BotIdQuery,
    result: PdfDocumentList,
  }),
  listMyPdfDocuments: defineRoute({
    method: "GET",
    path: "/ai/roleInfo/myPdfDocuments",
    access: "user",
    tag: "creation",
    summary: "The documents of your own bots with their processing state (My Bots progress)",
    result: PdfDocumentList,
  }),
  retryPdfDocument: defineRoute({
    method: "POST",
    path: "/ai/roleInfo/pdfDocuments/retry",
    access: "user",
    tag: "creation",
    summary: "Read a failed document of your bot again",
    body: z.object({ documentId: z.string().regex(/^\d{1,18}$/, "documentId must be an id") }),
    result: PdfDocumentInfo,
  }),
  searchPdf: defineRoute({
    method: "GET",
    path: "/ai/roleInfo/pdfSearch",
    access: "user",
    tag: "chat",
    summary: "The passages (with pages) a question retrieves from the documents of a bot you may chat with",
    query: PdfSearchQuery,
    result: PdfSearchResult,
  }),
};
