import {
  envelopeOf,
  HeadImageCheck,
  HeadImageCheckRequest,
  UploadSignRequest,
  UploadSignResult,
} from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import { checkHeadImage } from "./head-image.service.ts";
import { byUser } from "./media-rate-limits.ts";
import { signUpload } from "./uploads.service.ts";

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/aws/s3/sign",
    {
      config: { rateLimits: [{ name: "upload-sign-user", limit: 60, windowMs: 60_000, key: byUser }] },
      schema: {
        tags: ["media"],
        security: [{ bearer: [] }],
        summary:
          "A signed address to PUT one image (PNG, JPEG, WebP or GIF, at most 10 MB) to; valid 10 minutes, once. " +
          "The address without its query is the stored webp's URL (with S3 storage, the one to pass to /sm/checkHeadImage)",
        body: UploadSignRequest,
        response: { 200: envelopeOf(UploadSignResult) },
      },
    },
    async (request) => ok(await signUpload(contextOf(request), request.body)),
  );

  app.post(
    "/sm/checkHeadImage",
    {
      config: { rateLimits: [{ name: "head-image-user", limit: 60, windowMs: 60_000, key: byUser }] },
      schema: {
        tags: ["media"],
        security: [{ bearer: [] }],
        summary:
          "Whether an image uploaded here can be an avatar (at least 400 x 400 pixels). With S3 storage this " +
          "also checks and stores the file just PUT to the bucket and answers its final `url`",
        body: HeadImageCheckRequest,
        response: { 200: envelopeOf(HeadImageCheck) },
      },
    },
    async (request) => ok(await checkHeadImage(contextOf(request), request.body.imageUrl)),
  );
};
