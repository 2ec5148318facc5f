import { describe, expect, it } from "vitest";
import { isCreatorBoard, LEADERBOARD_TYPES, periodOf, previousMonth, previousWeek } from "./periods.ts";

describe("leaderboard periods", () => {
  it("creators' boards count the last whole calendar month, across a year's end", () => {
    expect(previousMonth(new Date("2026-11-24T12:00:00Z"))).toEqual({
      name: "2026-10",
      from: "2026-10-01",
      to: "2026-11-01",
    });
    expect(previousMonth(new Date("2026-01-01T00:00:00Z"))).toEqual({
      name: "2025-12",
      from: "2025-12-01",
      to: "2026-01-01",
    });
    // The last moment of a month still shows the month before it.
    expect(previousMonth(new Date("2026-03-31T23:59:59Z")).name).toBe("2026-02");
  });

  it("readers' boards count the last whole Monday-to-Sunday week", () => {
    const week = { name: "2026-11-16", from: "2026-11-16", to: "2026-11-23" };
    expect(previousWeek(new Date("2026-11-23T00:00:00Z"))).toEqual(week); // Monday, midnight
    expect(previousWeek(new Date("2026-11-29T23:59:59Z"))).toEqual(week); // Sunday night
    expect(previousWeek(new Date("2026-11-30T00:00:00Z")).name).toBe("2026-11-23");
    expect(previousWeek(new Date("2027-01-01T10:00:00Z"))).toEqual({
      name: "2026-12-21",
      from: "2026-12-21",
      to: "2026-12-28",
    });
  });

  it("gives boards 1-3 months and boards 4-6 weeks", () => {
    const at = new Date("2026-11-25T08:00:00Z");
    expect(LEADERBOARD_TYPES.filter(isCreatorBoard)).toEqual([1, 2, 3]);
    expect(periodOf(1, at).name).toBe("2026-10");
    expect(periodOf(6, at).name).toBe("2026-11-16");
  });
});
