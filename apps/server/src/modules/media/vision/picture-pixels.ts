import { AppError } from "../../../errors.ts";
import { imageWork, isOverPixelLimit, openImage } from "../image-work.ts";
import { MAX_INPUT_PIXELS } from "../upload-rules.ts";

export interface RgbPixels {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/**
 * A picture's first frame as raw RGB for a model, decoded and resized by sharp in the image queue
 * (never on the event loop, never above the pixel limit). `fill` stretches to exactly width x height
 * (classifiers want a square), otherwise the picture fits inside keeping its shape (face detection).
 * An undecodable or oversized file is refused with the upload checks' messages.
 */
export function rgbPixels(
  bytes: Uint8Array,
  width: number,
  height: number,
  fill: boolean,
): Promise<RgbPixels> {
  return imageWork(async () => {
    try {
      const { data, info } = await openImage(bytes, MAX_INPUT_PIXELS, { failOn: "error" })
        .autoOrient()
        .flatten({ background: "#ffffff" })
        .resize({ width, height, fit: fill ? "fill" : "inside" })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return {
        pixels: new Uint8Array(data.buffer, data.byteOffset, data.length),
        width: info.width,
        height: info.height,
      };
    } catch (error) {
      throw AppError.invalidInput(
        isOverPixelLimit(error)
          ? "CharacterMessages.imageTooManyPixels"
          : "CharacterMessages.imageUnreadable",
      );
    }
  });
}
