export type Medal = "gold" | "silver" | "bronze";

/** Ranks 1–3 are shown as medals (home trends, leaderboard podium). */
export function medalForRank(rank: number): Medal | null {
  return rank === 1 ? "gold" : rank === 2 ? "silver" : rank === 3 ? "bronze" : null;
}
