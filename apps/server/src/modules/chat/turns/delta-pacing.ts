import { performance } from "node:perf_hooks";

/**
 * How streamed pieces leave when the server is saturated (docs/decisions/0016-pieces-under-load.md).
 *
 * A piece written as it arrives costs a system call that delivers it, which on a busy server is most
 * of what a streamed token costs. While the event loop has spare time that is the right trade: the
 * reader sees every piece at once. Once the loop is nearly always busy, every write delays all the
 * other streams, and a saturated loop turns so slowly that new connections wait seconds to be
 * accepted (libuv accepts one per turn). So while the loop is saturated, a reply's pieces after its
 * first are held and leave together every FLUSH_MS: a few writes per second per stream instead of
 * one per token, and the loop gets its spare time back.
 */
export const FLUSH_MS = 50;
/** Utilization of the event loop over a sample at or above which it counts as saturated. */
const SATURATED = 0.9;
/** Saturation ends after this many samples in a row below CALM, so pacing does not flap. */
const CALM = 0.6;
const CALM_SAMPLES = 8;
const SAMPLE_MS = 250;

let saturated = false;
let calmSamples = 0;
let sampler: NodeJS.Timeout | undefined;
let lastSample = performance.eventLoopUtilization();

/** Reads the loop's utilization since the last sample and updates whether it counts as saturated. */
export function sampleLoopLoad() {
  const now = performance.eventLoopUtilization();
  const { utilization } = performance.eventLoopUtilization(now, lastSample);
  lastSample = now;
  if (utilization >= SATURATED) {
    saturated = true;
    calmSamples = 0;
  } else if (saturated && utilization < CALM && ++calmSamples >= CALM_SAMPLES) {
    saturated = false;
  }
}

/** Starts watching the loop (once; the timer does not keep the process alive). */
export function watchLoopLoad() {
  if (sampler) return;
  lastSample = performance.eventLoopUtilization();
  sampler = setInterval(sampleLoopLoad, SAMPLE_MS);
  sampler.unref();
}

/** Whether pieces should be held for the next flush rather than written now. */
export const loopSaturated = () => saturated;

const due = new Set<() => void>();
let flushScheduled = false;

function flushAll() {
  flushScheduled = false;
  const flushes = [...due];
  due.clear();
  for (const flush of flushes) flush();
}

/** Runs `flush` at the next shared flush, at most FLUSH_MS from now; one timer serves every stream. */
export function flushSoon(flush: () => void) {
  due.add(flush);
  if (flushScheduled) return;
  flushScheduled = true;
  setTimeout(flushAll, FLUSH_MS);
}

/** Drops a flush that is no longer needed (its stream wrote or ended meanwhile). */
export function cancelFlush(flush: () => void) {
  due.delete(flush);
}

/** For tests: counts the loop as saturated or not, as a sample would. */
export function setLoopSaturatedForTest(value: boolean) {
  saturated = value;
  calmSamples = 0;
}
