import { LeaderboardType } from "@fable/contract";
import { isCreatorBoard } from "./boards";

const DAY_MS = 86_400_000;

/**
 * What a board's period means (decision 0010): creators' boards count the last calendar month,
 * readers' boards the last Monday–Sunday week, and Newcomer Spotlight everything since the newcomer
 * joined, up to the end of the last month.
 */
export type PeriodKind = "month" | "week" | "sinceJoining";

export function periodKind(type: LeaderboardType): PeriodKind {
  if (type === LeaderboardType.NEWCOMER_SPOTLIGHT) return "sinceJoining";
  return isCreatorBoard(type) ? "month" : "week";
}

const utc = (text: string) => new Date(`${text}T00:00:00Z`);

/** First and last day (UTC) of a period named "2026-10" (a month) or "2026-11-16" (a week's Monday). */
export function periodDays(period: string): { first: Date; last: Date } | null {
  if (/^\d{4}-\d{2}$/.test(period)) {
    const first = utc(`${period}-01`);
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    return { first, last };
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(period)) {
    const first = utc(period);
    return { first, last: new Date(first.getTime() + 6 * DAY_MS) };
  }
  return null;
}

/** The day the board is next recomputed: the 1st after next month for creators, the Monday after next for readers. */
export function nextUpdate(period: string): Date | null {
  const days = periodDays(period);
  if (!days) return null;
  if (/^\d{4}-\d{2}$/.test(period))
    return new Date(Date.UTC(days.first.getUTCFullYear(), days.first.getUTCMonth() + 2, 1));
  return new Date(days.first.getTime() + 14 * DAY_MS);
}

/** "October 2026" for a month, "Nov 16 – 22, 2026" for a week, in the reader's language. */
export function formatPeriod(period: string, locale: string): string {
  const days = periodDays(period);
  if (!days) return period;
  if (/^\d{4}-\d{2}$/.test(period))
    return new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(
      days.first,
    );
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).formatRange(days.first, days.last);
}

export function formatDay(day: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" }).format(day);
}
