// The media module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { avatarsRoutes } from "./avatars.routes.ts";
import { uploadsRoutes } from "./uploads.routes.ts";

export { avatarGeneratorKind } from "./avatars.service.ts";
export { takeInBucketOwnFile, takeInBucketPdf } from "./bucket-uploads.ts";
export { assertStoredAvatar } from "./head-image.service.ts";
export { imageWork, openImage } from "./image-work.ts";
export { storeWebp, uploadAsPng } from "./images.service.ts";
export { byUser } from "./media-rate-limits.ts";
export { imagesEndpoint } from "./model-avatars.ts";
export { storageFor, storedObject } from "./storage/storage-for.ts";
export {
  ACCEPTED_IMAGE_TYPES,
  AVATAR_MIN_SIDE,
  MAX_IMAGE_BYTES,
  MAX_INPUT_PIXELS,
  PDF_KEY,
  UPLOAD_FOLDERS,
  UPLOAD_KEY,
  UploadRefused,
  VOICE_KEY,
} from "./upload-rules.ts";
export { type UploadGrant, uploadSigningSecret } from "./upload-signature.ts";
export { checkUploadLink, maxUploadBytes, receiveUpload, uploadTooLarge } from "./uploads.service.ts";
export {
  avatarHasClearFace,
  BOT_NEEDS_FACE_MESSAGE,
  checkPackPictures,
  detectFaces,
  moderatePicture,
  PICTURE_MODERATED_MESSAGE,
  pictureHash,
} from "./vision/index.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(uploadsRoutes, avatarsRoutes);
