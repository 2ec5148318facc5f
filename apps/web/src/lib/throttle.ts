/**
 * Runs `run` at most once per `intervalMs`: at once on the first call, then once more at the end of
 * the interval if calls came in meanwhile, so the last call (e.g. the final scroll position) is
 * never lost. `cancel` drops a pending trailing run (on unmount).
 */
export function throttle(run: () => void, intervalMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    last = Date.now();
    run();
  };
  const throttled = () => {
    const wait = last + intervalMs - Date.now();
    if (wait <= 0 && timer === null) fire();
    else if (timer === null) timer = setTimeout(fire, Math.max(wait, 0));
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return throttled;
}
