import { imageQueue } from "../src/modules/media/image-work.ts";

/**
 * Takes every worker and waiting place of the image queue with work that lasts until the returned
 * function is called (which waits for the queue to drain), so the next picture finds it full.
 */
export function fillImageQueue(): () => Promise<void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = Array.from({ length: imageQueue.workers + imageQueue.maxWaiting }, () =>
    imageQueue.run(() => released),
  );
  return async () => {
    release();
    await Promise.all(held);
  };
}
