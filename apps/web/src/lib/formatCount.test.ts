import { describe, expect, it } from "vitest";
import { formatCount } from "./formatCount";

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1K"],
    [1049, "1K"],
    [1200, "1.2K"],
    [1250, "1.2K"],
    [12_000, "12K"],
    [12_345, "12.3K"],
    [123_456, "123K"],
    [999_999, "999K"],
    [1_000_000, "1M"],
    [1_250_000, "1.2M"],
    [12_500_000, "12.5M"],
    [2_147_483_647, "2147M"],
  ])("formats %d as %s", (input, expected) => {
    expect(formatCount(input)).toBe(expected);
  });

  it("drops fractions and handles bad input", () => {
    expect(formatCount(12.9)).toBe("12");
    expect(formatCount(Number.NaN)).toBe("0");
    expect(formatCount(-1500)).toBe("-1.5K");
  });
});
