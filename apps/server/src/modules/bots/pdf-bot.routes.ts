import { pdfRoutes } from "@fable/contract/routes/pdf";
import type { FastifyInstance } from "fastify";
import { byIp } from "../../plugins/rate-limit.ts";
import { serve } from "../../routing/serve-route.ts";
import {
  createPdfBot,
  getPdfBotInfo,
  retryPdfDocument,
  setSupplementalPdf,
  updatePdfBot,
} from "./pdf-bots.service.ts";

/** The same burst cap per address as a character's create and edit (creation.routes.ts). */
const writeLimit = {
  config: { rateLimits: [{ name: "bot-write-ip", limit: 60, windowMs: 60_000, key: byIp }] },
};

/**
 * The owner's side of PDF bots and supplemental PDFs: bots are made and changed here, by the bots
 * module; the pdf module reads, stores and searches the documents (pdf.routes.ts).
 */
export async function pdfBotRoutes(app: FastifyInstance) {
  serve(app, pdfRoutes.createPdfBot, (ctx, { body }) => createPdfBot(ctx, body), writeLimit);
  serve(app, pdfRoutes.updatePdfBot, (ctx, { body }) => updatePdfBot(ctx, body), writeLimit);
  serve(app, pdfRoutes.getPdfBotInfo, (ctx, { query }) => getPdfBotInfo(ctx, Number(query.botId)));
  serve(app, pdfRoutes.setSupplementalPdf, (ctx, { query }) => setSupplementalPdf(ctx, query), writeLimit);
  serve(app, pdfRoutes.retryPdfDocument, (ctx, { body }) => retryPdfDocument(ctx, Number(body.documentId)));
}
