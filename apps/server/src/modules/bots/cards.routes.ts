import { ExportCardQuery, envelopeOf, ImportedBot } from "@fable/contract";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contextOf } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";
import { byIp } from "../../plugins/rate-limit.ts";
import { requireUserId } from "../auth/sessions.service.ts";
import { MAX_CARD_BYTES } from "./cards/card-errors.ts";
import { exportBotCard, importCardAsBot } from "./cards.service.ts";

export const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing only in this plugin: card files are the one upload that comes as a form.
  await app.register(multipart, { limits: { fileSize: MAX_CARD_BYTES, files: 1, fields: 5 } });

  app.post(
    "/ai/roleInfo/importCard",
    {
      config: { rateLimits: [{ name: "card-import-ip", limit: 30, windowMs: 60_000, key: byIp }] },
      bodyLimit: MAX_CARD_BYTES + 64 * 1024,
      schema: {
        tags: ["bots"],
        security: [{ bearer: [] }],
        summary:
          "Import a Tavern character card (JSON, PNG or CHARX; multipart field `file`) as a private draft bot",
        consumes: ["multipart/form-data"],
        response: { 200: envelopeOf(ImportedBot) },
      },
    },
    async (request) => {
      // Visitors are turned away before the server reads up to 20 MB of their upload.
      requireUserId(contextOf(request));
      if (!request.isMultipart()) throw AppError.invalidInput("CardMessages.notMultipart");
      // A form without a boundary, or cut short, makes the parser throw before any part is read.
      const file = await request.file().catch(() => {
        throw AppError.invalidInput("RequestMessages.unreadableForm");
      });
      if (file?.fieldname !== "file") throw AppError.invalidInput("CardMessages.fileMissing");
      const bytes = await file.toBuffer().catch(() => {
        throw AppError.invalidInput("CardMessages.tooLarge");
      });
      return ok(await importCardAsBot(contextOf(request), new Uint8Array(bytes), file.filename));
    },
  );

  app.get(
    "/ai/roleInfo/exportCard",
    {
      schema: {
        tags: ["bots"],
        summary: "Download a bot as a character card: PNG with V2 and V3 chunks, or V3 JSON",
        querystring: ExportCardQuery,
      },
    },
    async (request, reply) => {
      const card = await exportBotCard(contextOf(request), Number(request.query.botId), request.query.format);
      return reply
        .header("content-type", card.contentType)
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(card.fileName)}`)
        .send(card.body);
    },
  );
};
