import { availableParallelism } from "node:os";
import { ResponseCode } from "@fable/contract";
import sharp, { type SharpOptions } from "sharp";
import { AppError } from "../../errors.ts";
import { QueueFull, WorkQueue } from "../../work-queue.ts";

/**
 * Every picture is decoded once and never again, so libvips' operation cache (50 MB of pixels and
 * 20 open files by default) would only keep memory after a burst, not save work.
 */
sharp.cache(false);

/**
 * Decoding is CPU-bound and takes about 6 bytes per pixel: one decode per core keeps the machine
 * busy without piling up several big images' memory at once. The waiting list holds only the
 * compressed bytes (10 MB at most each, already in memory); beyond it a picture is refused as busy.
 */
export const imageQueue = new WorkQueue(Math.max(1, availableParallelism()), 32);

/**
 * Runs work with sharp in the image queue. A full queue answers 503 "busy, try again" instead of
 * making the caller wait for minutes or the process hold every picture sent at once.
 */
export async function imageWork<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await imageQueue.run(task);
  } catch (error) {
    if (error instanceof QueueFull)
      throw new AppError(ResponseCode.SERVICE_UNAVAILABLE, "CharacterMessages.imagesBusy");
    throw error;
  }
}

/**
 * sharp with a decoded-pixel ceiling, the only way this server opens a picture: libvips refuses to
 * decode more than `maxPixels` (width x height, all frames of an animation) even where a check of
 * the header was forgotten or fooled.
 */
export function openImage(
  input: Uint8Array | string | undefined,
  maxPixels: number,
  options: Omit<SharpOptions, "limitInputPixels"> = {},
) {
  const fenced = { ...options, limitInputPixels: maxPixels };
  // A picture drawn from nothing (options.create) takes its options as the only argument.
  return input === undefined ? sharp(fenced) : sharp(input, fenced);
}

/** What libvips says when a picture is over the limit given to openImage. */
export function isOverPixelLimit(error: unknown): boolean {
  return error instanceof Error && /exceeds pixel limit/i.test(error.message);
}
