import { CharacterMessages } from "@fable/contract";
import sharp from "sharp";
import { AppError } from "../../errors.ts";
import { PngError, readPngChunks } from "../bots/cards/png-chunks.ts";
import {
  ACCEPTED_IMAGE_FORMATS,
  AVATAR_MIN_SIDE,
  MAX_INPUT_PIXELS,
  MAX_STORED_SIDE,
  type UploadPurpose,
} from "./upload-rules.ts";

/** The spec's webp quality 0.8. */
const WEBP_QUALITY = 80;

export interface ImageSize {
  width: number;
  /** The height of one frame: animations report all frames stacked. */
  height: number;
  pages: number;
}

/** The size of an image from its header (no pixels decoded), or null when the bytes are no image sharp knows. */
export async function imageSize(
  input: Uint8Array | string,
): Promise<(ImageSize & { format: string }) | null> {
  const metadata = await sharp(input, { animated: true, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !metadata.width || !metadata.height) return null;
  const pages = metadata.pages ?? 1;
  const height = metadata.pageHeight ?? metadata.height / pages;
  // EXIF orientations 5-8 turn the picture a quarter: what the user sees is the other way round.
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    format: metadata.format,
    width: turned ? height : metadata.width,
    height: turned ? metadata.width : height,
    pages,
  };
}

/** libvips reads PNGs ignoring their checksums: a file with damaged or cut-off chunks is refused instead. */
function pngChunksIntact(bytes: Uint8Array): boolean {
  try {
    readPngChunks(bytes);
    return true;
  } catch (error) {
    if (error instanceof PngError) return false;
    throw error;
  }
}

/**
 * Checks an uploaded file by what its bytes are (never by the type the client declared) and turns
 * it into the webp that is stored. Animations stay animated.
 */
export async function uploadedImageAsWebp(bytes: Uint8Array, purpose: UploadPurpose): Promise<Buffer> {
  const size = await imageSize(bytes);
  // SVG, TIFF, AVIF … are images too, but not ones users may upload: SVG can carry scripts.
  if (!size || !ACCEPTED_IMAGE_FORMATS.has(size.format))
    throw AppError.invalidInput(CharacterMessages.imageType);
  if (size.format === "png" && !pngChunksIntact(bytes))
    throw AppError.invalidInput(CharacterMessages.imageUnreadable);
  if (size.width * size.height * size.pages > MAX_INPUT_PIXELS)
    throw AppError.invalidInput(CharacterMessages.imageTooManyPixels);
  if (purpose === "avatar" && Math.min(size.width, size.height) < AVATAR_MIN_SIDE) {
    throw AppError.invalidInput(CharacterMessages.avatarTooSmall);
  }
  const animated = size.pages > 1;
  // limitInputPixels again at decode time: the header was only read above, the decoder enforces it.
  let image = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  // Rotating by EXIF applies to still pictures; webp output drops EXIF (and any GPS position with it).
  if (!animated) image = image.autoOrient();
  return image
    .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: "inside", withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer()
    .catch(() => {
      throw AppError.invalidInput(CharacterMessages.imageUnreadable);
    });
}
