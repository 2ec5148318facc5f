import { describe, expect, it } from "vitest";
import { daysSinceEnd, showsResubscribeHint } from "./resubscribeHint";

describe("the resubscribe hint", () => {
  it("counts calendar days since the membership ended", () => {
    const now = new Date(2026, 10, 27, 9, 0);
    expect(daysSinceEnd(new Date(2026, 10, 27, 0, 5).toISOString(), now)).toBe(0);
    expect(daysSinceEnd(new Date(2026, 10, 26, 23, 59).toISOString(), now)).toBe(1);
    expect(daysSinceEnd(new Date(2026, 10, 20, 12, 0).toISOString(), now)).toBe(7);
    expect(daysSinceEnd("not a date", now)).toBe(0);
  });

  it("shows once a membership ended and until it is reminded", () => {
    const ended = { vip: false, lastVipEndTime: "2026-11-20T00:00:00Z", lastVipEndReminded: false };
    expect(showsResubscribeHint(ended)).toBe(true);
    expect(showsResubscribeHint({ ...ended, lastVipEndReminded: true })).toBe(false);
    expect(showsResubscribeHint({ ...ended, vip: true })).toBe(false);
    expect(showsResubscribeHint({ ...ended, lastVipEndTime: null })).toBe(false);
    expect(showsResubscribeHint(undefined)).toBe(false);
  });
});
