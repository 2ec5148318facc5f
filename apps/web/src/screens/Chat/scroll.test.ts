import { describe, expect, it } from "vitest";
import { isNearBottom, isNearTop, STICK_PX, scrollTopAfterPrepend } from "./scroll";

describe("chat scroll", () => {
  it("follows new text only while the reader is at the bottom", () => {
    expect(isNearBottom({ scrollTop: 1000, scrollHeight: 1600, clientHeight: 600 })).toBe(true);
    expect(isNearBottom({ scrollTop: 1000 - STICK_PX, scrollHeight: 1600, clientHeight: 600 })).toBe(true);
    expect(isNearBottom({ scrollTop: 999 - STICK_PX, scrollHeight: 1600, clientHeight: 600 })).toBe(false);
  });

  it("loads older messages near the top", () => {
    expect(isNearTop({ scrollTop: 0 })).toBe(true);
    expect(isNearTop({ scrollTop: 500 })).toBe(false);
  });

  it("keeps the same message in view when older ones are put on top", () => {
    expect(scrollTopAfterPrepend({ scrollTop: 40, scrollHeight: 2000, clientHeight: 600 }, 2900)).toBe(940);
  });
});
