import { describe, expect, it } from "vitest";
import { isCollapsedCookie, sidebarCookieValue } from "./ui";

describe("sidebar cookie", () => {
  it("round-trips the collapsed state and defaults to expanded", () => {
    expect(isCollapsedCookie(sidebarCookieValue(true))).toBe(true);
    expect(isCollapsedCookie(sidebarCookieValue(false))).toBe(false);
    expect(isCollapsedCookie(null)).toBe(false);
    expect(isCollapsedCookie("garbage")).toBe(false);
  });
});
