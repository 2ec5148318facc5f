import { z } from "zod";
import { idLike } from "./chat.ts";
import { IMAGE_UPLOAD_LIMITS } from "./limits.ts";
import { PackState } from "./voice.ts";

/**
 * Image packs (docs/product.md#image-packs): a user's own pictures of a character, made in the Toolkit
 * (/fitting/create/image). Offline, training crops each picture to the pack's ratio and resolution and
 * writes a caption from what it measures, so a bot with the pack can send the picture that fits.
 */
export const IMAGE_PACK_LIMITS = {
  nameMax: 40,
  /** Spec §5: at least 3 usable pictures; 10-50 advised, about 30 best. */
  picturesMin: 3,
  picturesMax: 50,
  picturesAdvised: 30,
  /** A picture the user describes: at most this many characters (optional). */
  captionMax: 200,
  /** jpg, png or jpeg up to 10 MB each (spec §5, §9). */
  fileMaxBytes: IMAGE_UPLOAD_LIMITS.maxBytes,
  /** A picture whose shorter side is under this is refused: too small to show. */
  minSide: 256,
  /** Free accounts may train this many image packs in all; members this many each month (spec §9). */
  freeTrainings: 3,
  memberMonthlyTrainings: 1,
} as const;

/** The pack's size ratio and the resolution its pictures are stored at (spec §3, §9). */
export const IMAGE_PACK_RATIOS = {
  "9:16": { width: 1152, height: 2048 },
  "3:4": { width: 1800, height: 2400 },
  "1:1": { width: 2048, height: 2048 },
} as const;
export const ImagePackRatio = z.enum(["9:16", "3:4", "1:1"]);
export type ImagePackRatio = z.infer<typeof ImagePackRatio>;
export const ImagePackGender = z.enum(["female", "male", "other"]);

export const ImagePackMessages = {
  nameRequired: "Give the pack a name",
  nameLength: `Name must be at most ${IMAGE_PACK_LIMITS.nameMax} characters`,
  nameTaken: "You already have an image pack with this name",
  styleUnknown: "Choose one of the offered styles",
  picturesCount: `Upload ${IMAGE_PACK_LIMITS.picturesMin} to ${IMAGE_PACK_LIMITS.picturesMax} pictures`,
  captionLength: `A picture's description must be at most ${IMAGE_PACK_LIMITS.captionMax} characters`,
  notYourUpload: "Picture {{index}} is not a picture uploaded here",
  packNotFound: "Image pack not found",
  packLocked: "This pack is still training; try again when it is done",
  pictureNotFound: "This picture is not in the pack",
  notPicture: "This file is not a picture that can be read",
  tooSmall: `The picture is too small (at least ${IMAGE_PACK_LIMITS.minSide} pixels on its shorter side)`,
  duplicate: "This picture is the same as another one in the pack",
  tooFewUsable: `Only {{count}} usable pictures: a pack needs at least ${IMAGE_PACK_LIMITS.picturesMin}`,
  fewLeft: `This pack has {{count}} usable pictures left: add more or make a new pack (at least ${IMAGE_PACK_LIMITS.picturesMin})`,
  trainingFailed: "Training failed: {{reason}}",
  trainingsUsed: "You have used your {{count}} free image packs; become a member to make more",
  monthlyTrainingsUsed: "You have made this month's image pack; the next one is possible on {{date}}",
  rightBusy: "Another image pack is being created; try again in a moment",
  packUnknown: "Choose one of your finished image packs",
} as const;

const PackName = z
  .string()
  .trim()
  .min(1, ImagePackMessages.nameRequired)
  .max(IMAGE_PACK_LIMITS.nameMax, ImagePackMessages.nameLength);

/** POST /image/pack/create: the pictures are stored uploads (purpose image), in order; captions optional. */
export const CreateImagePackRequest = z.object({
  name: PackName,
  gender: ImagePackGender,
  style: z.string().trim().max(40).default(""),
  ratio: ImagePackRatio,
  imageUrls: z
    .array(z.string().trim().min(1).max(2000))
    .min(IMAGE_PACK_LIMITS.picturesMin, ImagePackMessages.picturesCount)
    .max(IMAGE_PACK_LIMITS.picturesMax, ImagePackMessages.picturesCount),
  /** The user's words for each picture, by position; "" for none. */
  captions: z
    .array(z.string().trim().max(IMAGE_PACK_LIMITS.captionMax, ImagePackMessages.captionLength))
    .max(IMAGE_PACK_LIMITS.picturesMax)
    .optional(),
});
export type CreateImagePackRequest = z.infer<typeof CreateImagePackRequest>;

/** One picture of a pack: stored at the pack's resolution once trained, with what training found. */
export const PackPicture = z.object({
  id: z.string(),
  order: z.number().int(),
  /** The picture at the pack's resolution, or null before training (or when it was refused). */
  imageUrl: z.string().nullable(),
  originalUrl: z.string(),
  caption: z.string(),
  tags: z.array(z.string()),
  usable: z.boolean(),
  /** Why training refused the picture (a readable sentence), or null. */
  refusal: z.string().nullable(),
});
export type PackPicture = z.infer<typeof PackPicture>;

export const ImagePack = z.object({
  id: z.string(),
  name: z.string(),
  gender: ImagePackGender,
  style: z.string(),
  ratio: ImagePackRatio,
  state: PackState,
  failureReason: z.string().nullable(),
  pictureCount: z.number().int(),
  usableCount: z.number().int(),
  /** The first usable picture, for the list. */
  coverUrl: z.string().nullable(),
  /** A pack left with fewer than 3 usable pictures (ImagePackMessages.fewLeft), or null. */
  warning: z.string().nullable(),
  botsUsing: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ImagePack = z.infer<typeof ImagePack>;

export const ImagePackList = z.object({ packs: z.array(ImagePack) });
export const ImagePackDetail = ImagePack.extend({ pictures: z.array(PackPicture) });
export type ImagePackDetail = z.infer<typeof ImagePackDetail>;
export const ImagePackIdQuery = z.object({ packId: idLike("packId") });
export const DeleteImageResultRequest = z.object({
  packId: idLike("packId"),
  pictureId: idLike("pictureId"),
});

export const ImagePackStyles = z.object({
  styles: z.array(z.object({ id: z.string(), label: z.string() })),
  ratios: z.array(z.object({ id: ImagePackRatio, width: z.number().int(), height: z.number().int() })),
});
export const ImagePackOptions = z.object({
  packs: z.array(z.object({ id: z.string(), name: z.string(), coverUrl: z.string().nullable() })),
});
