import { pictureRoutes } from "@fable/contract/routes/pictures";
import type { FastifyInstance } from "fastify";
import { serve } from "../../../routing/serve-route.ts";
import { byUser } from "../../media/index.ts";
import { chatBackground, gallery, setChatBackground } from "./gallery.service.ts";
import { pictureSendCount, sendPicture } from "./send-picture.service.ts";
import { unlockAllPictures, unlockPicture } from "./unlock.service.ts";

/** Making a picture runs an engine or the pack picker: the daily limit counts them, this stops bursts. */
const sendLimit = {
  config: { rateLimits: [{ name: "picture-send-user", limit: 10, windowMs: 60_000, key: byUser }] },
};

/** Pictures in chat (docs/product.md#pictures-in-chat): sending, unlocking, the gallery and backgrounds. */
export async function pictureRoutesPlugin(app: FastifyInstance) {
  serve(app, pictureRoutes.textToImage, (ctx, { body }) => sendPicture(ctx, body), sendLimit);
  serve(app, pictureRoutes.pictureSendCount, (ctx) => pictureSendCount(ctx));
  serve(app, pictureRoutes.unlockPicture, (ctx, { body }) => unlockPicture(ctx, Number(body.pictureId)));
  serve(app, pictureRoutes.unlockAll, (ctx, { body }) => unlockAllPictures(ctx, Number(body.dialogueId)));
  serve(app, pictureRoutes.gallery, (ctx, { query }) => gallery(ctx, query));
  serve(app, pictureRoutes.setBackground, (ctx, { body }) => setChatBackground(ctx, body));
  serve(app, pictureRoutes.background, (ctx, { query }) => chatBackground(ctx, Number(query.botId)));
}
