import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

/** The sampling interval; a block shorter than this may go unseen, a longer one never. */
const RESOLUTION_MS = 10;

/** The longest block of one run of the work, two ways. */
export interface LoopBlock {
  /** The longest gap between timer ticks, less the interval: monitorEventLoopDelay's figure. */
  wallMs: number;
  /**
   * The same gaps, each counted as no more than the CPU this process used over it, the longest of
   * them. On an idle machine the two agree; on a busy one a gap also holds the time the kernel gave
   * other processes (at `nice -n 10` beside the other agents' browsers, five to ten times the
   * request's own work), which is not the request's doing. A synchronous wait that uses no CPU (a
   * sync read of a slow disk) would be missed here, and only here: the request paths measured do
   * none (PGlite runs in memory in tests), and `wallMs` still shows one.
   */
  ms: number;
}

/** Tracks the gaps between ticks, each as the lesser of its length and the process's CPU time over it. */
function chargedGaps() {
  let longest = 0;
  let lastWall = performance.now();
  let lastCpu = process.cpuUsage();
  const timer = setInterval(() => {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const usedMs = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000;
    longest = Math.max(longest, Math.min(wall - lastWall - RESOLUTION_MS, usedMs));
    lastWall = wall;
    lastCpu = cpu;
  }, RESOLUTION_MS);
  return {
    stop() {
      clearInterval(timer);
      return longest;
    },
  };
}

/**
 * The longest the event loop was held while `work` ran, in milliseconds. It waits a few ticks
 * before and after the work, so a block at its very start or end is recorded too.
 */
export async function longestBlock(work: () => Promise<unknown>): Promise<LoopBlock> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const gaps = chargedGaps();
  try {
    // Gaps are between ticks: a block before the first tick would go unseen.
    await sleep(RESOLUTION_MS * 3);
    await work();
    await sleep(RESOLUTION_MS * 3);
    return { wallMs: Math.max(0, histogram.max / 1e6 - RESOLUTION_MS), ms: Math.max(0, gaps.stop()) };
  } finally {
    gaps.stop();
    histogram.disable();
  }
}

/**
 * The least of a few measurements of the same request: what the request itself costs is in every
 * run, while a busy machine's pauses (a GC of earlier work, helper threads sharing the CPU time)
 * come and go. Stops at the first attempt under `under`. `prepare` runs before each attempt,
 * outside the measurement, e.g. to empty a cache.
 */
export async function requestBlock(
  work: () => Promise<unknown>,
  options: { attempts?: number; under: number; prepare?: () => void | Promise<void> },
): Promise<LoopBlock> {
  let least: LoopBlock = { wallMs: Number.POSITIVE_INFINITY, ms: Number.POSITIVE_INFINITY };
  for (let attempt = 0; attempt < (options.attempts ?? 5) && least.ms >= options.under; attempt++) {
    await options.prepare?.();
    const block = await longestBlock(work);
    if (block.ms < least.ms) least = block;
  }
  return least;
}
