import { mediaRoutes } from "@fable/contract/routes/media";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { checkHeadImage } from "./head-image.service.ts";
import { byUser } from "./media-rate-limits.ts";
import { signUpload } from "./uploads.service.ts";
import { checkPackPictures } from "./vision/pack-check.ts";

/** Asking for an upload link, checking the uploaded avatar and image-pack pictures; the PUT itself is plugins/uploads.ts. */
export async function uploadsRoutes(app: FastifyInstance) {
  serve(app, mediaRoutes.signUpload, (ctx, { body }) => signUpload(ctx, body), {
    config: { rateLimits: [{ name: "upload-sign-user", limit: 60, windowMs: 60_000, key: byUser }] },
  });
  serve(app, mediaRoutes.checkHeadImage, (ctx, { body }) => checkHeadImage(ctx, body.imageUrl), {
    config: { rateLimits: [{ name: "head-image-user", limit: 60, windowMs: 60_000, key: byUser }] },
  });
  serve(app, mediaRoutes.batchCheckImage, (ctx, { body }) => checkPackPictures(ctx, body.imageUrls), {
    // Up to 50 pictures through the models each (~200 ms a picture): a few packs a minute.
    config: { rateLimits: [{ name: "batch-check-image-user", limit: 6, windowMs: 60_000, key: byUser }] },
  });
}
