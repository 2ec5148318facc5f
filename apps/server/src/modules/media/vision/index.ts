// The vision part of the media module: offline face detection, picture moderation and perceptual
// hashes (docs/decisions/0036-offline-vision.md). Other modules use pictures' checks through here.
import { CharacterMessages } from "@fable/contract";
import { moderationScores } from "./picture-models.ts";
import { type ModerationVerdict, moderationVerdict } from "./verdicts.ts";

export { avatarHasClearFace } from "./avatar-face.ts";
export { checkPackPictures } from "./pack-check.ts";
export { hashDistance, pictureHash } from "./picture-hash.ts";
export { type DetectedFace, detectFaces, type ModerationScores } from "./picture-models.ts";
export { hasClearFace, moderationVerdict } from "./verdicts.ts";

/** Spec §8: what a bot whose avatar has no clear face answers when asked for a picture. */
export const BOT_NEEDS_FACE_MESSAGE = CharacterMessages.botNeedsFace;
/** Spec §8: what a refused picture says. */
export const PICTURE_MODERATED_MESSAGE = CharacterMessages.pictureModerated;

/**
 * The moderation verdict on a picture. `nsfwAllowed` when both the bot and the user are NSFW (then
 * only explicit pictures are refused). Throws an AppError when the picture cannot be checked.
 */
export async function moderatePicture(bytes: Uint8Array, nsfwAllowed = false): Promise<ModerationVerdict> {
  return moderationVerdict(await moderationScores(bytes), nsfwAllowed);
}
