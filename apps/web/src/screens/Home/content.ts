import type { HomeContent } from "@fable/contract";

/** True when the server has nothing at all to show on Home yet (a fresh install). */
export function isHomeEmpty(content: HomeContent): boolean {
  return (
    content.handPickBots.length === 0 &&
    content.dayTrendingBots.length === 0 &&
    content.weekTrendingBots.length === 0 &&
    content.monthTrendingBots.length === 0 &&
    content.handPickCreators.length === 0 &&
    content.storyBots.length === 0 &&
    content.activities.length === 0
  );
}
