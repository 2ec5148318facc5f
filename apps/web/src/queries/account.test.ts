import { describe, expect, it } from "vitest";
import { readDelayDays } from "./account";

describe("readDelayDays", () => {
  it("reads delay_time as days", () => {
    expect(readDelayDays({ delay_time: 14 })).toBe(14);
    expect(readDelayDays({ delay_time: "7" })).toBe(7);
  });

  it("ignores unusable answers", () => {
    expect(readDelayDays(null)).toBeNull();
    expect(readDelayDays({})).toBeNull();
    expect(readDelayDays({ delay_time: 0 })).toBeNull();
    expect(readDelayDays({ delay_time: "soon" })).toBeNull();
  });
});
