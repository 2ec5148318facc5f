import { describe, expect, it } from "vitest";
import { exactTime, timeAgo } from "./time";

const now = Date.parse("2025-03-10T12:00:00.000Z");

describe("timeAgo", () => {
  it("says how long ago in the largest whole unit", () => {
    expect(timeAgo("2025-03-10T11:59:30.000Z", now, "en")).toBe("now");
    expect(timeAgo("2025-03-10T11:55:00.000Z", now, "en")).toBe("5 minutes ago");
    expect(timeAgo("2025-03-10T09:00:00.000Z", now, "en")).toBe("3 hours ago");
    expect(timeAgo("2025-03-09T12:00:00.000Z", now, "en")).toBe("yesterday");
    expect(timeAgo("2025-03-01T12:00:00.000Z", now, "en")).toBe("9 days ago");
  });

  it("speaks Chinese too, and ignores clock skew and bad input", () => {
    expect(timeAgo("2025-03-10T09:00:00.000Z", now, "zh-CN")).toBe("3小时前");
    expect(timeAgo("2025-03-10T12:05:00.000Z", now, "en")).toBe("now");
    expect(timeAgo("not a time", now, "en")).toBe("");
    expect(exactTime("not a time", "en")).toBe("");
  });
});
