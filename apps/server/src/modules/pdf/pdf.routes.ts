import { pdfRoutes } from "@fable/contract/routes/pdf";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { byUser } from "../media/index.ts";
import { listMyPdfDocuments, listPdfDocuments } from "./pdf-documents.service.ts";
import { searchPdf } from "./pdf-search.service.ts";

/** Each question of the chat's sources panel is one search; a burst per user is plenty. */
const searchLimit = {
  config: { rateLimits: [{ name: "pdf-search-user", limit: 120, windowMs: 60_000, key: byUser }] },
};

/** The documents' side: their states and what a question retrieves (the owner's side is bots/pdf-bot.routes.ts). */
export async function pdfRoutesPlugin(app: FastifyInstance) {
  serve(app, pdfRoutes.listPdfDocuments, (ctx, { query }) => listPdfDocuments(ctx, Number(query.botId)));
  serve(app, pdfRoutes.listMyPdfDocuments, (ctx) => listMyPdfDocuments(ctx));
  serve(app, pdfRoutes.searchPdf, (ctx, { query }) => searchPdf(ctx, query), searchLimit);
}
