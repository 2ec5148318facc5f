export const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day `offsetDays` from `at`, as PostgreSQL's date text ("2026-11-24"). */
export function utcDay(at: Date, offsetDays = 0): string {
  return new Date(at.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}
