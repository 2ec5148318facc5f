/**
 * The header promo banner's countdown (spec §9: "promo countdown … with midnight daily reset"): it
 * counts to the reader's next midnight, or to the promotion's end when that comes first, and is gone
 * once the promotion has ended.
 */
export function promoRemainingMs(now: Date, endsAt: string | null): number | null {
  if (!endsAt) return null;
  const end = new Date(endsAt).getTime();
  if (Number.isNaN(end) || end <= now.getTime()) return null;
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  return Math.min(end, midnight) - now.getTime();
}

/** Milliseconds as HH:MM:SS. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const parts = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return parts.map((part) => String(part).padStart(2, "0")).join(":");
}
