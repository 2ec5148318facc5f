import { CharacterMessages, type HeadImageCheck } from "@fable/contract";
import type { Config } from "../../config.ts";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { incomingKeyOf, takeInBucketUpload } from "./bucket-uploads.ts";
import { imageSize } from "./image-intake.ts";
import { type StoredObject, storageFor, storedObject } from "./storage/storage-for.ts";
import { AVATAR_MIN_SIDE, UPLOAD_KEY } from "./upload-rules.ts";
import { rememberClearFace } from "./vision/face-verdict-cache.ts";
import { detectFaces, moderationScores } from "./vision/picture-models.ts";
import { hasClearFace, moderationVerdict } from "./vision/verdicts.ts";

/**
 * Where an upload or generated picture this server stored lives (a relative /uploads/ address,
 * one under PUBLIC_URL, or one under S3_PUBLIC_URL), or null for anything else: other hosts, other
 * folders, `..`, queries, names the server never makes.
 */
function storedUpload(config: Config, url: string): StoredObject | null {
  const found = storedObject(config, url);
  return found && UPLOAD_KEY.test(found.key) ? found : null;
}

/** The key of a stored upload's address (avatars/… or images/…), or null for any other address. */
export function storedUploadKey(config: Config, url: string): string | null {
  return storedUpload(config, url)?.key ?? null;
}

/**
 * The picture a head-image check is about. With a bucket, the address a browser just uploaded to
 * is taken in here (checked, stored as webp) and the stored file's address comes back with it.
 */
async function pictureToCheck(
  ctx: ServiceContext,
  url: string,
): Promise<{ bytes: Uint8Array; url?: string } | null> {
  const storage = storageFor(ctx.config);
  if (storage.kind === "s3") {
    const incoming = await incomingKeyOf(storage, url);
    if (incoming) return takeInBucketUpload(storage, incoming);
  }
  const found = storedUpload(ctx.config, url);
  const bytes = found ? await found.storage.get(found.key) : null;
  return bytes ? { bytes } : null;
}

/** The bytes of a stored upload (see storedUpload), or null when the address names none or the file is gone. */
export async function readStoredUpload(config: Config, url: string): Promise<Uint8Array | null> {
  const found = storedUpload(config, url);
  return found ? found.storage.get(found.key) : null;
}

/**
 * POST /sm/checkHeadImage: whether a stored upload can be an avatar (size rules, offline moderation)
 * and whether it shows a clear face, which an avatar does not need but a bot sending pictures does.
 * Avatars are seen by everyone, so "sexy" pictures are refused as for a non-NSFW viewer.
 */
export async function checkHeadImage(ctx: UserContext, imageUrl: string): Promise<HeadImageCheck> {
  const picture = await pictureToCheck(ctx, imageUrl);
  const size = picture ? await imageSize(picture.bytes) : null;
  if (!picture || !size) throw AppError.invalidInput("CharacterMessages.avatarNotUploaded");
  const bigEnough = Math.min(size.width, size.height) >= AVATAR_MIN_SIDE;
  const moderated = moderationVerdict(await moderationScores(picture.bytes), false).refused;
  const hasFace = hasClearFace(await detectFaces(picture.bytes));
  const key = storedUploadKey(ctx.config, picture.url ?? imageUrl);
  if (key) rememberClearFace(key, hasFace);
  const pass = bigEnough && !moderated;
  const message = moderated
    ? CharacterMessages.pictureModerated
    : bigEnough
      ? ""
      : CharacterMessages.avatarTooSmall;
  return {
    pass,
    width: size.width,
    height: size.height,
    message,
    hasFace,
    ...(picture.url ? { url: picture.url } : {}),
  };
}

/**
 * A bot's avatar must be empty or a picture stored here (uploaded or generated), so bots never
 * point at other hosts or at files that do not exist.
 */
export async function assertStoredAvatar(ctx: ServiceContext, url: string): Promise<void> {
  if (url.trim() === "") return;
  const found = storedUpload(ctx.config, url);
  if (!found || !(await found.storage.exists(found.key))) {
    throw AppError.invalidInput("CharacterMessages.avatarNotUploaded");
  }
}
