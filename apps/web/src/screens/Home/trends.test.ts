import type { BotCard } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { medalForRank, visibleTrendTabs } from "./trends";

const bot = { botId: "b" } as BotCard;

describe("visibleTrendTabs", () => {
  it("keeps order and hides empty tabs", () => {
    expect(
      visibleTrendTabs({ dayTrendingBots: [], weekTrendingBots: [bot], monthTrendingBots: [bot, bot] }).map(
        (tab) => [tab.period, tab.bots.length],
      ),
    ).toEqual([
      ["weekly", 1],
      ["monthly", 2],
    ]);
  });

  it("is empty when every list is", () => {
    expect(visibleTrendTabs({ dayTrendingBots: [], weekTrendingBots: [], monthTrendingBots: [] })).toEqual(
      [],
    );
  });
});

describe("medalForRank", () => {
  it("gives medals to the top three only", () => {
    expect([1, 2, 3, 4, 0].map(medalForRank)).toEqual(["gold", "silver", "bronze", null, null]);
  });
});
