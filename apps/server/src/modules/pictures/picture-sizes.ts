import { PICTURE_RATIOS, type PictureRatio } from "@fable/contract";

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size an engine draws a ratio at: the spec's pack resolution (1152×2048, 1800×2400,
 * 2048×2048) scaled down so its longer side is `maxSide`, each side a multiple of 8 (what Stable
 * Diffusion's latent space needs). 1024 gives 576×1024, 768×1024 and 1024×1024 — exact ratios.
 */
export function engineSize(ratio: PictureRatio, maxSide: number): PixelSize {
  const full = PICTURE_RATIOS[ratio];
  const scale = Math.min(1, maxSide / Math.max(full.width, full.height));
  const side = (pixels: number) => Math.max(64, Math.round((pixels * scale) / 8) * 8);
  return { width: side(full.width), height: side(full.height) };
}

/**
 * Of the sizes an endpoint accepts, the one whose ratio is nearest the request's (the picture is then
 * cropped to the exact ratio); with none listed, the request's own size.
 */
export function closestSize(wanted: PixelSize, accepted: PixelSize[]): PixelSize {
  const ratio = wanted.width / wanted.height;
  let best: PixelSize = wanted;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const size of accepted) {
    const distance = Math.abs(Math.log(size.width / size.height / ratio));
    if (distance < bestDistance) {
      best = size;
      bestDistance = distance;
    }
  }
  return best;
}

/** "1024x1024,1024x1536" as sizes; what is not WxH is left out. */
export function parseSizes(list: string): PixelSize[] {
  return list
    .split(",")
    .map((entry) => /^\s*(\d{2,5})\s*x\s*(\d{2,5})\s*$/i.exec(entry))
    .filter((match) => match !== null)
    .map((match) => ({ width: Number(match[1]), height: Number(match[2]) }));
}
