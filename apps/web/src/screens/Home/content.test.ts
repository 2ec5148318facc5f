import type { HomeContent } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { isHomeEmpty } from "./content";

const empty: HomeContent = {
  handPickBots: [],
  dayTrendingBots: [],
  weekTrendingBots: [],
  monthTrendingBots: [],
  handPickCreators: [],
  storyBots: [],
  activities: [],
};

describe("isHomeEmpty", () => {
  it("is true only when every section is empty", () => {
    expect(isHomeEmpty(empty)).toBe(true);
    expect(isHomeEmpty({ ...empty, storyBots: [{} as HomeContent["storyBots"][number]] })).toBe(false);
  });
});
