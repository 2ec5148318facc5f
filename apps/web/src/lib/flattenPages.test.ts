import { describe, expect, it } from "vitest";
import { flattenPages } from "./flattenPages";

const page = (...ids: string[]) => ({ list: ids.map((id) => ({ id })) });

describe("flattenPages", () => {
  it("joins pages in order", () => {
    expect(flattenPages([page("3", "2"), page("1")]).map((item) => item.id)).toEqual(["3", "2", "1"]);
  });

  it("shows an item that slid onto the next page once, where it first appeared", () => {
    expect(flattenPages([page("9", "8"), page("8", "7")]).map((item) => item.id)).toEqual(["9", "8", "7"]);
  });

  it("is empty without pages", () => {
    expect(flattenPages([])).toEqual([]);
  });
});
