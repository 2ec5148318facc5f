import { LeaderboardType } from "@fable/contract";
import { DAY_MS, utcDay } from "../../../lib/utc-day.ts";

// The board numbers are shared with the web app through the contract.
export { LeaderboardType };

export const LEADERBOARD_TYPES = Object.values(LeaderboardType);

/**
 * Creators' boards are redone on the 1st of each month, readers' boards every Monday
 * (docs/product.md#leaderboards).
 */
export const isCreatorBoard = (type: LeaderboardType) => type <= LeaderboardType.FAN_FAVORITE;

/** A counted stretch of time: [from, to) in UTC days, and the name its snapshot is stored under. */
export interface Period {
  /** "2026-10" for a month, the Monday "2026-11-16" for a week. */
  name: string;
  from: string;
  to: string;
}

/** The calendar month before the one `at` falls in (UTC). */
export function previousMonth(at: Date): Period {
  const firstOfThis = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const firstOfPrevious = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1));
  return {
    name: firstOfPrevious.toISOString().slice(0, 7),
    from: utcDay(firstOfPrevious),
    to: utcDay(firstOfThis),
  };
}

/** The Monday-to-Sunday week before the one `at` falls in (UTC). */
export function previousWeek(at: Date): Period {
  const daysSinceMonday = (at.getUTCDay() + 6) % 7;
  const thisMonday = new Date(
    Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) - daysSinceMonday * DAY_MS,
  );
  const lastMonday = new Date(thisMonday.getTime() - 7 * DAY_MS);
  return { name: utcDay(lastMonday), from: utcDay(lastMonday), to: utcDay(thisMonday) };
}

/** The period a board shows at `at`: the last whole month for creators, the last whole week for readers. */
export function periodOf(type: LeaderboardType, at: Date): Period {
  return isCreatorBoard(type) ? previousMonth(at) : previousWeek(at);
}
