import type { BotCard, HomeContent } from "@fable/contract";

export type TrendPeriod = "daily" | "weekly" | "monthly";

type TrendLists = Pick<HomeContent, "dayTrendingBots" | "weekTrendingBots" | "monthTrendingBots">;

const SOURCES: readonly { period: TrendPeriod; list: keyof TrendLists }[] = [
  { period: "daily", list: "dayTrendingBots" },
  { period: "weekly", list: "weekTrendingBots" },
  { period: "monthly", list: "monthTrendingBots" },
];

/** Trend tabs in daily/weekly/monthly order, leaving out the empty ones (docs/product.md#home). */
export function visibleTrendTabs(content: TrendLists): { period: TrendPeriod; bots: BotCard[] }[] {
  return SOURCES.map(({ period, list }) => ({ period, bots: content[list] })).filter(
    (tab) => tab.bots.length > 0,
  );
}

// Medals are shared with the leaderboard podium.
export { type Medal, medalForRank } from "../../lib/medals";
