import { access } from "node:fs/promises";
import path from "node:path";
import { CharacterMessages, type HeadImageCheck } from "@fable/contract";
import type { z } from "zod";
import type { Config } from "../../config.ts";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { requireUserId } from "../auth/sessions.service.ts";
import { imageSize } from "./image-intake.ts";
import { AVATAR_MIN_SIDE, UPLOAD_KEY } from "./upload-rules.ts";

/**
 * The uploads/ key of an address this server handed out (relative, or under PUBLIC_URL), or null
 * for anything else: other hosts, other folders, `..`, queries, names the server never makes.
 */
export function storedUploadKey(config: Config, url: string): string | null {
  let pathname = url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) {
    if (!url.startsWith(`${config.publicUrl}/`)) return null;
    pathname = url.slice(config.publicUrl.length);
  }
  const key = pathname.startsWith("/uploads/") ? pathname.slice("/uploads/".length) : "";
  return UPLOAD_KEY.test(key) ? key : null;
}

/** The file of a stored upload, or null when the address is not one or its file is gone. */
async function storedFile(ctx: ServiceContext, url: string): Promise<string | null> {
  const key = storedUploadKey(ctx.config, url);
  if (!key) return null;
  const file = path.join(ctx.config.uploadsDir, key);
  return (await access(file).then(
    () => true,
    () => false,
  ))
    ? file
    : null;
}

/** POST /sm/checkHeadImage: whether a stored upload can be an avatar. No content moderation is configured. */
export async function checkHeadImage(
  ctx: ServiceContext,
  imageUrl: string,
): Promise<z.output<typeof HeadImageCheck>> {
  requireUserId(ctx);
  const file = await storedFile(ctx, imageUrl);
  const size = file ? await imageSize(file) : null;
  if (!size) throw AppError.invalidInput(CharacterMessages.avatarNotUploaded);
  const pass = Math.min(size.width, size.height) >= AVATAR_MIN_SIDE;
  return {
    pass,
    width: size.width,
    height: size.height,
    message: pass ? "" : CharacterMessages.avatarTooSmall,
  };
}

/**
 * A bot's avatar must be empty or a picture stored here (uploaded or generated), so bots never
 * point at other hosts or at files that do not exist.
 */
export async function assertStoredAvatar(ctx: ServiceContext, url: string): Promise<void> {
  if (url.trim() === "") return;
  if (!(await storedFile(ctx, url))) throw AppError.invalidInput(CharacterMessages.avatarNotUploaded);
}
