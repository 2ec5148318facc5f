import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";

/** The spec's webp quality 0.8. */
const WEBP_QUALITY = 80;

/** Stores an image as webp under uploads/{folder}/ with a random name and returns its public URL. */
export async function storeWebp(ctx: ServiceContext, bytes: Uint8Array, folder: string): Promise<string> {
  const webp = await sharp(bytes, { animated: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer()
    .catch(() => {
      throw AppError.invalidInput("The image could not be read");
    });
  const name = `${ctx.random.bytes(16).toString("hex")}.webp`;
  const directory = path.join(ctx.config.uploadsDir, folder);
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, name), webp);
  return `/uploads/${folder}/${name}`;
}

/** The file behind an /uploads/ URL as PNG (card export needs PNG), or null when it is gone. */
export async function uploadAsPng(ctx: ServiceContext, url: string): Promise<Uint8Array | null> {
  const relative = url.replace(/^\/uploads\//, "");
  if (!url.startsWith("/uploads/") || relative.split("/").includes("..")) return null;
  const bytes = await readFile(path.join(ctx.config.uploadsDir, relative)).catch(() => null);
  return bytes ? new Uint8Array(await sharp(bytes).png().toBuffer()) : null;
}
