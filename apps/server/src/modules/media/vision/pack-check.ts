import {
  CharacterMessages,
  IMAGE_UPLOAD_LIMITS,
  type PackPictureProblem,
  type PackPictureVerdict,
  ResponseCode,
} from "@fable/contract";
import type { ServiceContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { readStoredUpload } from "../head-image.service.ts";
import { imageSize } from "../image-intake.ts";
import { DUPLICATE_MAX_DISTANCE, hashDistance, pictureHash } from "./picture-hash.ts";
import { detectFaces, moderationScores } from "./picture-models.ts";
import { hasClearFace, moderationVerdict } from "./verdicts.ts";

/** What each problem tells the user: the first problem found is the verdict's message. */
const PROBLEM_MESSAGES: Record<PackPictureProblem, string> = {
  notUploaded: CharacterMessages.avatarNotUploaded,
  moderated: CharacterMessages.pictureModerated,
  tooSmall: CharacterMessages.packPictureTooSmall,
  duplicate: CharacterMessages.pictureDuplicate,
  noFace: CharacterMessages.pictureNeedsFace,
};

function verdict(url: string, reasons: PackPictureProblem[], unreadable = false): PackPictureVerdict {
  const first = reasons[0];
  const message = unreadable ? CharacterMessages.imageUnreadable : first ? PROBLEM_MESSAGES[first] : "";
  return { url, pass: reasons.length === 0, reasons, message };
}

/**
 * POST /sm/batchCheckImage: each picture meant for an image pack, in order. A picture must be a
 * stored upload, pass moderation (strict: a pack's pictures can be sent to anyone), be at least
 * IMAGE_UPLOAD_LIMITS.packMinSide on its shorter side, show a clear face, and not be a near-duplicate
 * of an earlier picture of the batch (the first of two copies passes, the second is refused).
 * Pictures are checked one after another, so one call holds at most one decoded picture.
 */
export async function checkPackPictures(
  ctx: ServiceContext,
  urls: readonly string[],
): Promise<PackPictureVerdict[]> {
  const seen: string[] = [];
  const verdicts: PackPictureVerdict[] = [];
  for (const url of urls) {
    const bytes = await readStoredUpload(ctx.config, url);
    if (!bytes) {
      verdicts.push(verdict(url, ["notUploaded"]));
      continue;
    }
    try {
      verdicts.push(await checkOne(url, bytes, seen));
    } catch (error) {
      // A stored file that does not decode (damaged in storage): that picture is refused, the rest go on.
      if (!(error instanceof AppError) || error.code !== ResponseCode.INVALID_INPUT) throw error;
      verdicts.push(verdict(url, ["notUploaded"], true));
    }
  }
  return verdicts;
}

async function checkOne(url: string, bytes: Uint8Array, seen: string[]): Promise<PackPictureVerdict> {
  const size = await imageSize(bytes);
  if (!size) return verdict(url, ["notUploaded"], true);
  const reasons: PackPictureProblem[] = [];
  if (moderationVerdict(await moderationScores(bytes), false).refused) reasons.push("moderated");
  if (Math.min(size.width, size.height) < IMAGE_UPLOAD_LIMITS.packMinSide) reasons.push("tooSmall");
  const hash = await pictureHash(bytes);
  if (seen.some((earlier) => hashDistance(earlier, hash) <= DUPLICATE_MAX_DISTANCE))
    reasons.push("duplicate");
  seen.push(hash);
  if (!hasClearFace(await detectFaces(bytes))) reasons.push("noFace");
  return verdict(url, reasons);
}
