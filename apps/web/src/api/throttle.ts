/**
 * A gate that opens at most once per `intervalMs`. Used so a burst of requests failing with a
 * forced-logout code produces one logout, one toast and one navigation (LIMITS.forcedLogoutThrottleMs).
 */
export function createThrottleGate(intervalMs: number, now: () => number = () => Date.now()) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryPass(): boolean {
      const current = now();
      if (current - last < intervalMs) return false;
      last = current;
      return true;
    },
    reset(): void {
      last = Number.NEGATIVE_INFINITY;
    },
  };
}
