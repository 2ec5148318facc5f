import type { MessageId } from "../../i18n/message-groups.ts";
import { moderatePicture } from "../media/index.ts";
import { hashDistance, type PreparedPicture, tooSmall } from "./pack-picture-work.ts";

/** Two dHashes this close (of 64 bits) are the same picture, re-saved, resized or slightly cropped. */
export const DUPLICATE_DISTANCE = 6;

/** What a check says of one picture: usable, or refused with the reason the user sees. */
export type PictureVerdict = { usable: true } | { usable: false; reason: MessageId };

/**
 * The check training runs on each prepared picture, given the hashes of the pack's pictures already
 * found usable. The default (defaultPictureCheck) refuses too small pictures and duplicates; a face
 * and moderation check (`/sm/batchCheckImage`) plugs in here by wrapping it.
 */
export type PackPictureCheck = (
  picture: PreparedPicture,
  pack: { usableHashes: readonly string[] },
) => Promise<PictureVerdict>;

/** Size and duplicate: measured, so it never guesses. */
export const defaultPictureCheck: PackPictureCheck = async (picture, pack) => {
  if (tooSmall(picture)) return { usable: false, reason: "ImagePackMessages.tooSmall" };
  if (pack.usableHashes.some((hash) => hashDistance(hash, picture.hash) <= DUPLICATE_DISTANCE))
    return { usable: false, reason: "ImagePackMessages.duplicate" };
  return { usable: true };
};

/**
 * What training checks by default: size and duplicates, then the offline moderation
 * (docs/decisions/0036-offline-vision.md) — a pack's pictures are sent to anyone who chats with its
 * bots, so they are checked as for an account without adult content. *The face check of spec §5 is not
 * applied yet: docs/product.md#image-packs says why.*
 */
export const trainingPictureCheck: PackPictureCheck = async (picture, pack) => {
  const verdict = await defaultPictureCheck(picture, pack);
  if (!verdict.usable) return verdict;
  if ((await moderatePicture(picture.webp)).refused)
    return { usable: false, reason: "CharacterMessages.pictureModerated" };
  return verdict;
};
