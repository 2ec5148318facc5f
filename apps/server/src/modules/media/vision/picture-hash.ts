import { rgbPixels } from "./picture-pixels.ts";

/**
 * Two pictures whose 64-bit dHashes differ in at most this many bits are near-duplicates: a resized,
 * recompressed or slightly brightened copy differs by 0-4 bits, unrelated photos by ~32.
 */
export const DUPLICATE_MAX_DISTANCE = 8;

/**
 * A 64-bit difference hash (dHash) of a picture as 16 hex digits: the picture shrunk to 9 x 8 grey
 * pixels, one bit per pair of neighbours (is the left one brighter). Survives resizing and
 * recompression, which is what makes a copy a duplicate in an image pack.
 */
export async function pictureHash(bytes: Uint8Array): Promise<string> {
  const { pixels } = await rgbPixels(bytes, 9, 8, true);
  let bits = 0n;
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const left = grey(pixels, row * 9 + column);
      const right = grey(pixels, row * 9 + column + 1);
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, "0");
}

function grey(rgb: Uint8Array, pixel: number): number {
  const at = pixel * 3;
  return 0.299 * (rgb[at] ?? 0) + 0.587 * (rgb[at + 1] ?? 0) + 0.114 * (rgb[at + 2] ?? 0);
}

/** How many of the 64 bits two hashes differ in. */
export function hashDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}
