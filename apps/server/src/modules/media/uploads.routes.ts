import { mediaRoutes } from "@fable/contract/routes/media";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { checkHeadImage } from "./head-image.service.ts";
import { byUser } from "./media-rate-limits.ts";
import { signUpload } from "./uploads.service.ts";

/** Asking for an upload link and checking the uploaded avatar; the PUT itself is plugins/uploads.ts. */
export async function uploadsRoutes(app: FastifyInstance) {
  serve(app, mediaRoutes.signUpload, (ctx, { body }) => signUpload(ctx, body), {
    config: { rateLimits: [{ name: "upload-sign-user", limit: 60, windowMs: 60_000, key: byUser }] },
  });
  serve(app, mediaRoutes.checkHeadImage, (ctx, { body }) => checkHeadImage(ctx, body.imageUrl), {
    config: { rateLimits: [{ name: "head-image-user", limit: 60, windowMs: 60_000, key: byUser }] },
  });
}
