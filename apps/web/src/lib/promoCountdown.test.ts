import { describe, expect, it } from "vitest";
import { clockText, promoRemainingMs } from "./promoCountdown";

describe("the promo countdown", () => {
  const now = new Date(2026, 10, 27, 22, 30, 0);

  it("counts to the next midnight while the promotion runs past it", () => {
    expect(promoRemainingMs(now, new Date(2026, 11, 31).toISOString())).toBe(90 * 60 * 1000);
  });

  it("counts to the promotion's end when it comes first, and is gone after it", () => {
    expect(promoRemainingMs(now, new Date(2026, 10, 27, 23, 0).toISOString())).toBe(30 * 60 * 1000);
    expect(promoRemainingMs(now, new Date(2026, 10, 27, 22, 0).toISOString())).toBeNull();
    expect(promoRemainingMs(now, null)).toBeNull();
  });

  it("reads as hours, minutes and seconds", () => {
    expect(clockText(90 * 60 * 1000 + 5000)).toBe("01:30:05");
    expect(clockText(-1)).toBe("00:00:00");
  });
});
