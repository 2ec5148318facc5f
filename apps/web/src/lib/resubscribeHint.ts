/** Whole calendar days (the reader's) from when a membership ended to now: 0 means it ended today. */
export function daysSinceEnd(endedAt: string, now: Date): number {
  const ended = new Date(endedAt);
  if (Number.isNaN(ended.getTime())) return 0;
  const startOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  return Math.max(0, Math.round((startOf(now) - startOf(ended)) / 86_400_000));
}

/** The resubscribe hint shows when a membership has ended and the hint was not shown since. */
export function showsResubscribeHint(
  status: { vip: boolean; lastVipEndTime: string | null; lastVipEndReminded: boolean } | undefined,
): boolean {
  return status !== undefined && !status.vip && status.lastVipEndTime !== null && !status.lastVipEndReminded;
}
