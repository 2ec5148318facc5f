import { describe, expect, it } from "vitest";
import { isNearBottom, nextPageAfter, nextPageOf } from "./paging";

describe("nextPageAfter", () => {
  it("continues after a full page", () => {
    expect(nextPageAfter({ page: 1, limit: 20, list: Array(20).fill(0) })).toBe(2);
    expect(nextPageAfter({ page: 4, limit: 20, list: Array(20).fill(0) })).toBe(5);
  });

  it("finishes on a shorter or empty page", () => {
    expect(nextPageAfter({ page: 2, limit: 20, list: Array(19).fill(0) })).toBeUndefined();
    expect(nextPageAfter({ page: 1, limit: 20, list: [] })).toBeUndefined();
  });
});

describe("isNearBottom", () => {
  it("is true within 30 px of the bottom and false further up", () => {
    expect(isNearBottom({ scrollTop: 1000, viewportHeight: 800, contentHeight: 1830 })).toBe(true);
    expect(isNearBottom({ scrollTop: 1000, viewportHeight: 800, contentHeight: 1831 })).toBe(false);
  });

  it("is true when the content is shorter than the viewport", () => {
    expect(isNearBottom({ scrollTop: 0, viewportHeight: 800, contentHeight: 500 })).toBe(true);
  });
});

describe("nextPageOf", () => {
  it("asks for the next page while items remain", () => {
    expect(nextPageOf({ page: 1, limit: 20, total: 21 })).toBe(2);
    expect(nextPageOf({ page: 2, limit: 20, total: 100 })).toBe(3);
  });

  it("stops at the last page and on empty lists", () => {
    expect(nextPageOf({ page: 1, limit: 20, total: 20 })).toBeUndefined();
    expect(nextPageOf({ page: 3, limit: 20, total: 41 })).toBeUndefined();
    expect(nextPageOf({ page: 1, limit: 20, total: 0 })).toBeUndefined();
  });
});
