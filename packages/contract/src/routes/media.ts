import {
  BatchCheckImageRequest,
  BatchCheckImageResult,
  GenerateAvatarsRequest,
  GeneratedAvatars,
  HeadImageCheck,
  HeadImageCheckRequest,
  UploadSignRequest,
  UploadSignResult,
} from "../character.ts";
import { defineRoute } from "./define.ts";

/**
 * Uploads (docs/product.md#upload-flow) and generated avatars. The signed PUT itself (`PUT /uploads/…`)
 * is not in this table: it is served outside `/api`, at the address the sign call answers, like a
 * bucket's pre-signed URL, and the web app sends it to that address as it is.
 */
export const mediaRoutes = {
  signUpload: defineRoute({
    method: "POST",
    path: "/aws/s3/sign",
    access: "user",
    tag: "media",
    summary:
      "A signed address to PUT one image (PNG, JPEG, WebP or GIF, at most 10 MB) to; valid 10 minutes, once. " +
      "The address without its query is the stored webp's URL (with S3 storage, the one to pass to /sm/checkHeadImage)",
    body: UploadSignRequest,
    result: UploadSignResult,
  }),
  checkHeadImage: defineRoute({
    method: "POST",
    path: "/sm/checkHeadImage",
    access: "user",
    tag: "media",
    summary:
      "Whether an image uploaded here can be an avatar (at least 400 x 400 pixels, not refused by the " +
      "picture moderation) and whether it shows a clear face (`hasFace`). With S3 storage this " +
      "also checks and stores the file just PUT to the bucket and answers its final `url`",
    body: HeadImageCheckRequest,
    result: HeadImageCheck,
  }),
  batchCheckImage: defineRoute({
    method: "POST",
    path: "/sm/batchCheckImage",
    access: "user",
    tag: "media",
    summary:
      "Checks 1-50 uploaded pictures for an image pack: a clear face, not a near-duplicate of another in " +
      "the batch, at least 576 pixels on the shorter side, not refused by moderation. One verdict per picture, in order",
    body: BatchCheckImageRequest,
    result: BatchCheckImageResult,
  }),
  generateAvatars: defineRoute({
    method: "POST",
    path: "/ai/roleInfo/generateAvatars",
    access: "user",
    tag: "bots",
    summary:
      "Draw 1-4 avatars (512 x 512 webp, stored) for a character: offline, or by the configured image model",
    body: GenerateAvatarsRequest,
    result: GeneratedAvatars,
  }),
} as const;
