import type { ServiceContext } from "../../context.ts";
import { uploadedImageAsWebp } from "./image-intake.ts";
import { imageWork, openImage } from "./image-work.ts";
import { storageFor, storedObject } from "./storage/storage-for.ts";
import { MAX_INPUT_PIXELS } from "./upload-rules.ts";

/**
 * Stores a picture as webp under {folder}/ with a random name (on disk or in the bucket) and returns
 * its public URL. It is checked and converted like an upload (known format, pixel limit, size cap),
 * since card art comes from strangers' files.
 */
export async function storeWebp(ctx: ServiceContext, bytes: Uint8Array, folder: string): Promise<string> {
  const webp = await uploadedImageAsWebp(bytes, "image");
  const key = `${folder}/${ctx.random.bytes(16).toString("hex")}.webp`;
  const storage = storageFor(ctx.config);
  await storage.put(key, webp, "image/webp");
  return storage.urlOf(key);
}

/** The picture behind a stored file's URL as PNG (card export needs PNG), or null when it is gone. */
export async function uploadAsPng(ctx: ServiceContext, url: string): Promise<Uint8Array | null> {
  const found = storedObject(ctx.config, url);
  const bytes = found ? await found.storage.get(found.key) : null;
  if (!bytes) return null;
  return new Uint8Array(await imageWork(() => openImage(bytes, MAX_INPUT_PIXELS).png().toBuffer()));
}
