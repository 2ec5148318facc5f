import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

/** The histogram's sampling interval; a block shorter than this may go unseen, a longer one never. */
const RESOLUTION_MS = 10;

/**
 * The longest the event loop was held while `work` ran, in milliseconds: the histogram's largest gap
 * between timer ticks, less the interval itself. It waits a few ticks before and after the work, so
 * a block at its very start or end is recorded too.
 */
export async function longestBlockMs(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  try {
    // The histogram records gaps between ticks: a block before its first tick would go unseen.
    await sleep(RESOLUTION_MS * 3);
    await work();
    await sleep(RESOLUTION_MS * 3);
    return Math.max(0, histogram.max / 1e6 - RESOLUTION_MS);
  } finally {
    histogram.disable();
  }
}

/**
 * The smallest of a few measurements of the same request: what the request itself costs is in every
 * run, while a busy machine's pauses (another process on the core, a GC of earlier work) come and go.
 * `prepare` runs before each attempt, outside the measurement, e.g. to empty a cache.
 */
export async function requestBlockMs(
  work: () => Promise<unknown>,
  options: { attempts?: number; under: number; prepare?: () => void | Promise<void> },
): Promise<number> {
  let least = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < (options.attempts ?? 3) && least >= options.under; attempt++) {
    await options.prepare?.();
    least = Math.min(least, await longestBlockMs(work));
  }
  return least;
}
