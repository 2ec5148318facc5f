import { SortType } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { resolveSortType } from "./sortType";

const options = [
  { value: 1, v: "popular", description: "Most chats" },
  { value: 2, v: "newest", description: "Newest" },
  { value: 3, v: "mostLiked", description: "Most liked" },
];

describe("resolveSortType", () => {
  it("keeps a stored sort that is offered", () => {
    expect(resolveSortType("2", options)).toBe(SortType.NEWEST);
    expect(resolveSortType("3", undefined)).toBe(SortType.MOST_LIKED);
  });

  it("falls back to the first option for nothing stored, junk or a sort no longer offered", () => {
    expect(resolveSortType(null, options)).toBe(SortType.POPULAR);
    expect(resolveSortType("banana", options)).toBe(SortType.POPULAR);
    expect(resolveSortType("9", options)).toBe(SortType.POPULAR);
    expect(resolveSortType("3", options.slice(1, 2))).toBe(SortType.NEWEST);
    expect(resolveSortType(null, undefined)).toBe(SortType.POPULAR);
  });
});
