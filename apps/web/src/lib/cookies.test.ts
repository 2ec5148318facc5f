import { describe, expect, it } from "vitest";
import { parseCookie, serializeCookie } from "./cookies";

describe("cookies", () => {
  it("finds a cookie among others", () => {
    expect(parseCookie("a=1; lang=zh-CN; sidebar=collapsed", "lang")).toBe("zh-CN");
    expect(parseCookie("a=1; lang=zh-CN", "sidebar")).toBeNull();
    expect(parseCookie("", "lang")).toBeNull();
    expect(parseCookie("xlang=en; lang=en", "lang")).toBe("en");
  });

  it("serializes with a 7 day expiry by default", () => {
    const now = Date.UTC(2025, 0, 1);
    const cookie = serializeCookie("lang", "zh-CN", now);
    expect(cookie).toContain("lang=zh-CN");
    expect(cookie).toContain(`expires=${new Date(Date.UTC(2025, 0, 8)).toUTCString()}`);
    expect(cookie).toContain("path=/");
  });
});
