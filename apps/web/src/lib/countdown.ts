import { LIMITS } from "@fable/contract";

/**
 * Whole seconds until a code may be sent again: a countdown started at `startedAt` (ms) lasting
 * `totalSeconds`, rounded up so it reads 60, 59 … 1 and reaches 0 exactly when resending opens.
 */
export function secondsLeft(
  startedAt: number | null,
  now: number,
  totalSeconds: number = LIMITS.resendSeconds,
): number {
  if (startedAt === null) return 0;
  const remainingMs = startedAt + totalSeconds * 1000 - now;
  if (remainingMs <= 0) return 0;
  return Math.min(totalSeconds, Math.ceil(remainingMs / 1000));
}
