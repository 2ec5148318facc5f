import type { LeaderboardEntry } from "@fable/contract";

export const PODIUM_SIZE = 3;

/**
 * Ranks 1–3 stand on the podium, the rest are rows numbered from 4 (docs/product.md#leaderboard-page). Ranks
 * are the snapshot's: someone who left the boards since leaves a gap rather than moving others up
 * (decision 0010), so a podium place can be empty.
 */
export function splitPodium(list: readonly LeaderboardEntry[]) {
  return {
    podium: list.filter((entry) => entry.rank <= PODIUM_SIZE),
    rows: list.filter((entry) => entry.rank > PODIUM_SIZE),
  };
}

/** The podium shows second, first, third from left to right. */
export function podiumColumn(rank: number): 1 | 2 | 3 {
  return rank === 1 ? 2 : rank === 2 ? 1 : 3;
}
