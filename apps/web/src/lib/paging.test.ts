import { describe, expect, it } from "vitest";
import { nextPageOf } from "./paging";

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
