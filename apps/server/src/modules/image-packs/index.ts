// The image-packs module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { imagePackRoutesPlugin } from "./image-packs.routes.ts";

export { cleanUpImagePacks } from "./image-pack-cleanup.ts";
export { deleteImagePack, pickablePicturesOf } from "./image-packs.service.ts";
export { trainDueImagePacks } from "./image-training.ts";
export { type PickablePicture, pickPackPicture } from "./pack-picker.ts";
export { defaultPictureCheck, type PackPictureCheck, type PictureVerdict } from "./pack-picture-check.ts";
export { forgetImagePacksOf, removeImagePackFiles } from "./pack-removal.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(imagePackRoutesPlugin);
