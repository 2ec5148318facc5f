import { CardMessages, RequestMessages } from "@fable/contract";
import { botRoutes } from "@fable/contract/routes/bots";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors.ts";
import { byIp } from "../../plugins/rate-limit.ts";
import { serve } from "../../routing/serve-route.ts";
import { MAX_CARD_BYTES } from "./cards/card-errors.ts";
import { exportBotCard, importCardAsBot } from "./cards.service.ts";

export async function cardsRoutes(app: FastifyInstance) {
  // Multipart parsing only in this plugin: card files are the one upload that comes as a form.
  await app.register(multipart, { limits: { fileSize: MAX_CARD_BYTES, files: 1, fields: 5 } });

  // Visitors are turned away by the route's access before the server reads up to 20 MB of their upload.
  serve(
    app,
    botRoutes.importCard,
    async (ctx, _input, { request }) => {
      if (!request.isMultipart()) throw AppError.invalidInput(CardMessages.notMultipart);
      // A form without a boundary, or cut short, makes the parser throw before any part is read.
      const file = await request.file().catch(() => {
        throw AppError.invalidInput(RequestMessages.unreadableForm);
      });
      if (file?.fieldname !== "file") throw AppError.invalidInput(CardMessages.fileMissing);
      const bytes = await file.toBuffer().catch(() => {
        throw AppError.invalidInput(CardMessages.tooLarge);
      });
      return importCardAsBot(ctx, new Uint8Array(bytes), file.filename);
    },
    {
      config: { rateLimits: [{ name: "card-import-ip", limit: 30, windowMs: 60_000, key: byIp }] },
      bodyLimit: MAX_CARD_BYTES + 64 * 1024,
    },
  );

  serve(app, botRoutes.exportCard, async (ctx, { query }, { reply }) => {
    const card = await exportBotCard(ctx, Number(query.botId), query.format);
    return reply
      .header("content-type", card.contentType)
      .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(card.fileName)}`)
      .send(card.body);
  });
}
