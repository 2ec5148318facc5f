import { pdfRoutes } from "@fable/contract/routes/pdf";
import type { FastifyInstance } from "fastify";
import { byIp } from "../../plugins/rate-limit.ts";
import { serve } from "../../routing/serve-route.ts";
import { byUser } from "../media/index.ts";
import { createPdfBot, getPdfBotInfo, updatePdfBot } from "./pdf-bots.service.ts";
import {
  listMyPdfDocuments,
  listPdfDocuments,
  retryPdfDocument,
  setSupplementalPdf,
} from "./pdf-documents.service.ts";
import { searchPdf } from "./pdf-search.service.ts";

/** The same burst cap per address as a character's create and edit (creation.routes.ts). */
const writeLimit = {
  config: { rateLimits: [{ name: "bot-write-ip", limit: 60, windowMs: 60_000, key: byIp }] },
};
/** Each question of the chat's sources panel is one search; a burst per user is plenty. */
const searchLimit = {
  config: { rateLimits: [{ name: "pdf-search-user", limit: 120, windowMs: 60_000, key: byUser }] },
};

export async function pdfRoutesPlugin(app: FastifyInstance) {
  serve(app, pdfRoutes.createPdfBot, (ctx, { body }) => createPdfBot(ctx, body), writeLimit);
  serve(app, pdfRoutes.updatePdfBot, (ctx, { body }) => updatePdfBot(ctx, body), writeLimit);
  serve(app, pdfRoutes.getPdfBotInfo, (ctx, { query }) => getPdfBotInfo(ctx, Number(query.botId)));
  serve(app, pdfRoutes.setSupplementalPdf, (ctx, { query }) => setSupplementalPdf(ctx, query), writeLimit);
  serve(app, pdfRoutes.listPdfDocuments, (ctx, { query }) => listPdfDocuments(ctx, Number(query.botId)));
  serve(app, pdfRoutes.listMyPdfDocuments, (ctx) => listMyPdfDocuments(ctx));
  serve(app, pdfRoutes.retryPdfDocument, (ctx, { body }) => retryPdfDocument(ctx, Number(body.documentId)));
  serve(app, pdfRoutes.searchPdf, (ctx, { query }) => searchPdf(ctx, query), searchLimit);
}
