import { LeaderboardType } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { formatDay, formatPeriod, nextUpdate, periodDays, periodKind } from "./period";

const day = (date: Date | null | undefined) => date?.toISOString().slice(0, 10);

describe("periodKind", () => {
  it("counts creators by month, Newcomer Spotlight since joining, readers by week", () => {
    expect(periodKind(LeaderboardType.CREATIVE_STARS)).toBe("month");
    expect(periodKind(LeaderboardType.FAN_FAVORITE)).toBe("month");
    expect(periodKind(LeaderboardType.NEWCOMER_SPOTLIGHT)).toBe("sinceJoining");
    expect(periodKind(LeaderboardType.CHAT_LEGEND)).toBe("week");
    expect(periodKind(LeaderboardType.ACTIVE_FABLER)).toBe("week");
    expect(periodKind(LeaderboardType.COMMENT_MASTER)).toBe("week");
  });
});

describe("periodDays", () => {
  it("spans a whole month, leap years included", () => {
    const february = periodDays("2028-02");
    expect([day(february?.first), day(february?.last)]).toEqual(["2028-02-01", "2028-02-29"]);
    const december = periodDays("2026-12");
    expect([day(december?.first), day(december?.last)]).toEqual(["2026-12-01", "2026-12-31"]);
  });

  it("spans Monday to Sunday for a week", () => {
    const week = periodDays("2026-12-28");
    expect([day(week?.first), day(week?.last)]).toEqual(["2026-12-28", "2027-01-03"]);
  });

  it("rejects anything else", () => {
    expect(periodDays("")).toBeNull();
    expect(periodDays("last week")).toBeNull();
  });
});

describe("nextUpdate", () => {
  it("is the 1st after the month shown ends and a month passes", () => {
    expect(day(nextUpdate("2026-10"))).toBe("2026-12-01");
    expect(day(nextUpdate("2026-12"))).toBe("2027-02-01");
  });

  it("is the Monday after the current week for a week", () => {
    expect(day(nextUpdate("2026-11-16"))).toBe("2026-11-30");
  });
});

describe("formatPeriod", () => {
  it("names the month", () => {
    expect(formatPeriod("2026-10", "en")).toBe("October 2026");
    expect(formatPeriod("2026-10", "zh-CN")).toBe("2026年10月");
  });

  it("names the week's days", () => {
    expect(formatPeriod("2026-11-16", "en")).toMatch(/^Nov 16\s*–\s*22, 2026$/);
    expect(formatPeriod("2026-12-28", "en")).toMatch(/^Dec 28, 2026\s*–\s*Jan 3, 2027$/);
  });

  it("shows an unknown period as it came", () => {
    expect(formatPeriod("soon", "en")).toBe("soon");
  });

  it("formats a day", () => {
    expect(formatDay(new Date("2026-12-01T00:00:00Z"), "en")).toBe("Dec 1");
  });
});
