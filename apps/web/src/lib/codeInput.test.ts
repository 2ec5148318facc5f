import { describe, expect, it } from "vitest";
import { completesCode, isCompleteCode, sanitizeCode } from "./codeInput";
import { secondsLeft } from "./countdown";

describe("sanitizeCode", () => {
  it("keeps at most six digits", () => {
    expect(sanitizeCode("12a3-4 5")).toBe("12345");
    expect(sanitizeCode("Code: 123 456 789")).toBe("123456");
    expect(sanitizeCode("")).toBe("");
    expect(sanitizeCode("１２３４５６")).toBe("123456");
    expect(sanitizeCode("9876", 3)).toBe("987");
  });

  it("recognises a complete code and the edit that completes it", () => {
    expect(isCompleteCode("123456")).toBe(true);
    expect(isCompleteCode("12345")).toBe(false);
    expect(completesCode("12345", "123456")).toBe(true);
    expect(completesCode("", "123456")).toBe(true);
    expect(completesCode("123456", "123456")).toBe(false);
    expect(completesCode("1234", "12345")).toBe(false);
  });
});

describe("secondsLeft", () => {
  it("counts 60 seconds down, rounding up", () => {
    expect(secondsLeft(null, 5_000)).toBe(0);
    expect(secondsLeft(1_000, 1_000)).toBe(60);
    expect(secondsLeft(1_000, 1_001)).toBe(60);
    expect(secondsLeft(1_000, 2_000)).toBe(59);
    expect(secondsLeft(1_000, 60_999)).toBe(1);
    expect(secondsLeft(1_000, 61_000)).toBe(0);
    expect(secondsLeft(1_000, 99_000)).toBe(0);
  });

  it("never exceeds the total when the clock goes back", () => {
    expect(secondsLeft(10_000, 0, 60)).toBe(60);
    expect(secondsLeft(0, 0, 5)).toBe(5);
  });
});
