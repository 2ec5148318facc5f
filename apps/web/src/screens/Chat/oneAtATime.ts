/**
 * Runs `task` unless an earlier run holding the same `flag` has not finished: a second click, or a
 * scroll event fired before React re-rendered with the first load's busy state. Answers whether it ran.
 */
export async function oneAtATime(flag: { current: boolean }, task: () => Promise<void>): Promise<boolean> {
  if (flag.current) return false;
  flag.current = true;
  try {
    await task();
  } finally {
    flag.current = false;
  }
  return true;
}
