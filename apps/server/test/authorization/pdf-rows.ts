import {
  ALLOWED,
  always,
  BOT_NOT_FOUND,
  IN_REVIEW,
  NOT_A_PDF_BOT,
  openOr,
  PDF_DOCUMENT_NOT_FOUND,
  PDF_NOT_RETRYABLE,
} from "./outcomes.ts";
import { type Row, signedInExcept } from "./table.ts";

/** The matrix's bots are characters: their creator is told it is no PDF bot, anyone else that it does not exist. */
const OWN_PDF_BOT = signedInExcept(always(BOT_NOT_FOUND), { creator: always(NOT_A_PDF_BOT) });
/** A bot one may chat with: open ones for everyone signed in, hidden ones for their creator. */
const CHATTABLE = signedInExcept(openOr(ALLOWED, BOT_NOT_FOUND), { creator: always(ALLOWED) });

/** PDF bots and supplemental PDFs (pdf module). */
export const PDF_ROWS: Row[] = [
  {
    name: "PDF bot edit info",
    method: "GET",
    path: "/ai/roleInfo/getPdfBotInfo",
    object: "the bot",
    fixture: "plain",
    states: "bot",
    request: (t) => ({ query: { botId: t.botId } }),
    expect: OWN_PDF_BOT,
  },
  {
    name: "edit the PDF bot",
    method: "POST",
    path: "/ai/roleInfo/update/pdfBot",
    object: "the bot",
    fixture: "plain",
    states: "bot",
    request: (t) => ({ body: { botId: t.botId, name: "Renamed" } }),
    expect: OWN_PDF_BOT,
    writes: true,
  },
  {
    name: "remove the supplemental PDF",
    method: "POST",
    path: "/ai/roleInfo/supplemental-information",
    object: "the bot",
    fixture: "supplemental",
    states: "bot",
    request: (t) => ({ query: { botId: t.botId, pdfUrl: "" } }),
    expect: signedInExcept(always(BOT_NOT_FOUND), {
      creator: {
        public: ALLOWED,
        unlisted: ALLOWED,
        private: ALLOWED,
        inReview: IN_REVIEW,
        removed: ALLOWED,
      },
    }),
    writes: true,
  },
  {
    name: "a bot's documents",
    method: "GET",
    path: "/ai/roleInfo/pdfDocuments",
    object: "the bot",
    fixture: "pdf",
    states: "bot",
    request: (t) => ({ query: { botId: t.botId } }),
    // Visitors see the document of a bot they may chat with (docs/product.md#visitor-chat).
    expect: { ...CHATTABLE, anonymous: openOr(ALLOWED, BOT_NOT_FOUND) },
  },
  {
    name: "search a bot's documents",
    method: "GET",
    path: "/ai/roleInfo/pdfSearch",
    object: "the bot",
    fixture: "pdf",
    states: "bot",
    request: (t) => ({ query: { botId: t.botId, query: "supplemental document" } }),
    expect: CHATTABLE,
  },
  {
    name: "read a document again",
    method: "POST",
    path: "/ai/roleInfo/pdfDocuments/retry",
    object: "the document",
    fixture: "pdf",
    states: "bot",
    request: (t) => ({ body: { documentId: t.pdfDocumentId } }),
    // The job never runs here: the document stays queued, so its creator is told only failed ones are read again.
    expect: signedInExcept(always(PDF_DOCUMENT_NOT_FOUND), { creator: always(PDF_NOT_RETRYABLE) }),
    writes: true,
  },
];
