import { AppError } from "../../errors.ts";
import { PngError, readPngChunks } from "../../lib/png-chunks.ts";
import { imageWork, isOverPixelLimit, openImage } from "./image-work.ts";
import {
  ACCEPTED_IMAGE_FORMATS,
  AVATAR_MIN_SIDE,
  type ImagePurpose,
  MAX_STORED_SIDE,
  PIXEL_LIMITS,
  type PixelLimit,
} from "./upload-rules.ts";

/** The spec's webp quality 0.8. */
const WEBP_QUALITY = 80;

export interface ImageSize {
  width: number;
  /** The height of one frame: animations report all frames stacked. */
  height: number;
  pages: number;
}

/**
 * The size of an image from its header (no pixels decoded), or null when the bytes are no image
 * sharp knows. A picture over `limit` (one frame, or all of an animation's) is refused with its message.
 * Not in the image queue: reading a header decodes nothing, so a bomb is refused at once even while
 * the queue is full of real work.
 */
export async function imageSize(
  input: Uint8Array | string,
  limit: PixelLimit = PIXEL_LIMITS.image,
): Promise<(ImageSize & { format: string }) | null> {
  const metadata = await openImage(input, limit.allFrames, { animated: true })
    .metadata()
    .catch((error: unknown) => {
      if (isOverPixelLimit(error)) throw AppError.invalidInput(limit.message);
      return null;
    });
  if (!metadata?.format || !metadata.width || !metadata.height) return null;
  const pages = metadata.pages ?? 1;
  const height = metadata.pageHeight ?? metadata.height / pages;
  if (metadata.width * height > limit.frame || metadata.width * height * pages > limit.allFrames)
    throw AppError.invalidInput(limit.message);
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
export async function uploadedImageAsWebp(bytes: Uint8Array, purpose: ImagePurpose): Promise<Buffer> {
  const limit = PIXEL_LIMITS[purpose];
  const size = await imageSize(bytes, limit);
  // SVG, TIFF, AVIF … are images too, but not ones users may upload: SVG can carry scripts.
  if (!size || !ACCEPTED_IMAGE_FORMATS.has(size.format))
    throw AppError.invalidInput("CharacterMessages.imageType");
  if (size.format === "png" && !pngChunksIntact(bytes))
    throw AppError.invalidInput("CharacterMessages.imageUnreadable");
  if (purpose === "avatar" && Math.min(size.width, size.height) < AVATAR_MIN_SIDE) {
    throw AppError.invalidInput("CharacterMessages.avatarTooSmall");
  }
  const animated = size.pages > 1;
  return imageWork(() => {
    // The pixel limit again at decode time: the header was only read above, the decoder enforces it.
    let image = openImage(bytes, limit.allFrames, { animated, failOn: "error" });
    // Rotating by EXIF applies to still pictures; webp output drops EXIF (and any GPS position with it).
    if (!animated) image = image.autoOrient();
    return image
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
      .catch((error: unknown) => {
        throw AppError.invalidInput(
          isOverPixelLimit(error) ? limit.message : "CharacterMessages.imageUnreadable",
        );
      });
  });
}
