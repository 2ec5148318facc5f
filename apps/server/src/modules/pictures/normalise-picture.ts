import { imageWork, MAX_INPUT_PIXELS, openImage } from "../media/index.ts";
import { PictureEngineError } from "./engine-errors.ts";
import type { PixelSize } from "./picture-sizes.ts";

/** The quality every picture sent in chat is stored at (docs/decisions/0037-image-engines.md). */
export const PICTURE_WEBP_QUALITY = 80;

/**
 * An engine's answer as the picture chat keeps: read by sharp under the pixel ceiling (anything it
 * cannot read is "notPicture"), cropped around its centre to exactly `size` (an engine that drew
 * another ratio or size is corrected here), webp at quality 80. Runs in the image queue.
 */
export async function normalisePicture(bytes: Uint8Array, size: PixelSize): Promise<Buffer> {
  return imageWork(async () => {
    try {
      return await openImage(bytes, MAX_INPUT_PIXELS)
        .rotate()
        .resize(size.width, size.height, { fit: "cover" })
        .webp({ quality: PICTURE_WEBP_QUALITY })
        .toBuffer();
    } catch (error) {
      throw new PictureEngineError(
        "notPicture",
        `the answer is no readable picture: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
  });
}
