import { describe, expect, it } from "vitest";
import { postDate } from "./postDate";

describe("postDate", () => {
  const now = new Date(2026, 10, 25, 12);

  it("leaves out this year", () => {
    expect(postDate(new Date(2026, 2, 4, 12).toISOString(), now, "en")).toBe("Mar 4");
  });

  it("names another year", () => {
    expect(postDate(new Date(2025, 11, 31, 12).toISOString(), now, "en")).toBe("Dec 31, 2025");
  });

  it("shows nothing for a broken date", () => {
    expect(postDate("not a date", now, "en")).toBe("");
  });
});
