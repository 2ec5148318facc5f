import sharp from "sharp";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { storageFor, storedObject } from "./storage/storage-for.ts";

/** The spec's webp quality 0.8. */
const WEBP_QUALITY = 80;

/** Stores an image as webp under {folder}/ with a random name (on disk or in the bucket) and returns its public URL. */
export async function storeWebp(ctx: ServiceContext, bytes: Uint8Array, folder: string): Promise<string> {
  const webp = await sharp(bytes, { animated: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer()
    .catch(() => {
      throw AppError.invalidInput("The image could not be read");
    });
  const key = `${folder}/${ctx.random.bytes(16).toString("hex")}.webp`;
  const storage = storageFor(ctx.config);
  await storage.put(key, webp, "image/webp");
  return storage.urlOf(key);
}

/** The picture behind a stored file's URL as PNG (card export needs PNG), or null when it is gone. */
export async function uploadAsPng(ctx: ServiceContext, url: string): Promise<Uint8Array | null> {
  const found = storedObject(ctx.config, url);
  const bytes = found ? await found.storage.get(found.key) : null;
  return bytes ? new Uint8Array(await sharp(bytes).png().toBuffer()) : null;
}
