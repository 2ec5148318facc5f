import { describe, expect, it } from "vitest";
import { badgeStateOf, samplingEntries, usageBars, usageTotals, usageWindowOf } from "./modelsView";

const usage = [
  { day: "2026-11-26", calls: 2, inputTokens: 300, outputTokens: 100 },
  { day: "2026-11-24", calls: 1, inputTokens: 150, outputTokens: 50 },
];

describe("the Models page's figures", () => {
  it("lines up a bar for every day of the window, oldest first, the busiest day full height", () => {
    const bars = usageBars(usage, 4, new Date("2026-11-26T08:00:00Z"));
    expect(bars).toEqual([
      { day: "2026-11-23", calls: 0, tokens: 0, share: 0 },
      { day: "2026-11-24", calls: 1, tokens: 200, share: 0.5 },
      { day: "2026-11-25", calls: 0, tokens: 0, share: 0 },
      { day: "2026-11-26", calls: 2, tokens: 400, share: 1 },
    ]);
  });

  it("draws empty bars, not NaN, for a scene nobody used", () => {
    expect(usageBars([], 2, new Date("2026-11-26T08:00:00Z")).map((bar) => bar.share)).toEqual([0, 0]);
  });

  it("adds up the window", () => {
    expect(usageTotals(usage)).toEqual({ calls: 3, inputTokens: 450, outputTokens: 150 });
  });

  it("reads ?days= as one of the windows it offers", () => {
    expect(usageWindowOf("30")).toBe(30);
    expect(usageWindowOf("31")).toBe(14);
    expect(usageWindowOf(null)).toBe(14);
  });

  it("badges a scene no probe has checked", () => {
    expect(badgeStateOf(null)).toBe("unchecked");
  });

  it("lists sampler settings by name, extras as JSON", () => {
    expect(samplingEntries({ topP: 0.9, temperature: 0.8, extra: { mirostat: 2 } })).toEqual([
      ["extra", '{"mirostat":2}'],
      ["temperature", "0.8"],
      ["topP", "0.9"],
    ]);
  });
});
