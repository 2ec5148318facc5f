import { IMAGE_PACK_LIMITS, IMAGE_PACK_RATIOS, type ImagePackRatio } from "@fable/contract";
import sharp from "sharp";
import { imageWork, MAX_INPUT_PIXELS, openImage } from "../media/index.ts";
import { type Framing, framingOf, measurePixels, type PixelMeasures } from "./picture-measures.ts";

/** A picture made ready for a pack: the webp at the pack's resolution and what was measured of it. */
export interface PreparedPicture {
  webp: Uint8Array;
  width: number;
  height: number;
  /** The source's size after its EXIF orientation. */
  sourceWidth: number;
  sourceHeight: number;
  /** 64-bit dHash as 16 hex digits. */
  hash: string;
  measures: PixelMeasures;
  framing: Framing;
}

/** Why a picture cannot be prepared: it does not decode (damaged, truncated, not a picture). */
export class PictureUnreadable extends Error {}

/** Pictures are scaled up at most this much to reach the pack's resolution; a smaller source stays smaller. */
export const MAX_UPSCALE = 2;

/**
 * The output size for a source: the pack's resolution, or — when the crop of the source is smaller
 * than that — the crop scaled up at most MAX_UPSCALE times, keeping the ratio exactly.
 */
export function outputSize(ratio: ImagePackRatio, source: { width: number; height: number }) {
  const target = IMAGE_PACK_RATIOS[ratio];
  const aspect = target.width / target.height;
  const cropWidth = Math.min(source.width, source.height * aspect);
  const width = Math.max(1, Math.round(Math.min(target.width, cropWidth * MAX_UPSCALE)));
  return { width, height: Math.max(1, Math.round(width / aspect)) };
}

/** dHash: 9 x 8 greys, one bit per neighbour pair, 64 bits; near-identical pictures differ in a few bits. */
export async function differenceHash(input: Uint8Array): Promise<string> {
  const grey = await openImage(input, MAX_INPUT_PIXELS)
    .rotate()
    .greyscale()
    .resize(9, 8, { fit: "fill" })
    .raw()
    .toBuffer();
  let hex = "";
  for (let row = 0; row < 8; row++) {
    let byte = 0;
    for (let col = 0; col < 8; col++) {
      const left = grey[row * 9 + col] ?? 0;
      const right = grey[row * 9 + col + 1] ?? 0;
      byte = (byte << 1) | (left > right ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, "0");
  }
  return hex;
}

/** The number of bits two dHashes differ in (0-64). */
export function hashDistance(a: string, b: string): number {
  let bits = 0;
  for (let i = 0; i < 16; i += 2) {
    let x = Number.parseInt(a.slice(i, i + 2), 16) ^ Number.parseInt(b.slice(i, i + 2), 16);
    while (x) {
      bits += x & 1;
      x >>= 1;
    }
  }
  return bits;
}

/**
 * Decodes one picture (never past the pixel ceiling), crops it to the pack's ratio where sharp's
 * attention strategy finds the subject, resizes it (outputSize) and stores it as webp q80; then
 * measures the result for the caption and hashes it. Runs in the image queue (sharp's threads), so
 * the event loop only waits. A picture that does not decode throws PictureUnreadable.
 */
export function preparePicture(bytes: Uint8Array, ratio: ImagePackRatio): Promise<PreparedPicture> {
  return imageWork(async () => {
    let source: { width: number; height: number };
    try {
      const meta = await openImage(bytes, MAX_INPUT_PIXELS).metadata();
      // EXIF orientations 5-8 turn the picture a quarter: its width is the stored height.
      const turned = (meta.orientation ?? 1) >= 5;
      source = {
        width: (turned ? meta.height : meta.width) ?? 0,
        height: (turned ? meta.width : meta.height) ?? 0,
      };
      // Decoding the whole picture (not only its header) finds a truncated file; a tiny output keeps it cheap.
      await openImage(bytes, MAX_INPUT_PIXELS, { failOn: "truncated" })
        .resize(16, 16, { fit: "inside" })
        .raw()
        .toBuffer();
    } catch {
      throw new PictureUnreadable();
    }
    const size = outputSize(ratio, source);
    const scale = Math.max(size.width / source.width, size.height / source.height);
    const { data, info } = await openImage(bytes, MAX_INPUT_PIXELS)
      .rotate()
      .resize(size.width, size.height, { fit: "cover", position: sharp.strategy.attention })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const crop = {
      width: size.width,
      height: size.height,
      left: Math.abs(info.cropOffsetLeft ?? 0),
      top: Math.abs(info.cropOffsetTop ?? 0),
      scaledWidth: Math.round(source.width * scale),
      scaledHeight: Math.round(source.height * scale),
    };
    const thumb = await sharp(data).resize(64, 64, { fit: "fill" }).removeAlpha().raw().toBuffer();
    return {
      webp: new Uint8Array(data),
      width: info.width,
      height: info.height,
      sourceWidth: source.width,
      sourceHeight: source.height,
      hash: await differenceHash(data),
      measures: measurePixels(thumb, 3),
      framing: framingOf(source, crop),
    };
  });
}

/** Whether a source is too small to use (its shorter side under IMAGE_PACK_LIMITS.minSide). */
export const tooSmall = (picture: { sourceWidth: number; sourceHeight: number }) =>
  Math.min(picture.sourceWidth, picture.sourceHeight) < IMAGE_PACK_LIMITS.minSide;
