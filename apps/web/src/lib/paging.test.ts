import { describe, expect, it } from "vitest";
import { isNearBottom, nextPageAfter } from "./paging";

const page = (size: number, number: number) => ({
  list: Array.from({ length: size }, () => ({}) as never),
  page: number,
});

describe("nextPageAfter", () => {
  it("continues after a full page", () => {
    expect(nextPageAfter(page(20, 1), 20)).toBe(2);
    expect(nextPageAfter(page(20, 4), 20)).toBe(5);
  });

  it("marks the list finished after a shorter page", () => {
    expect(nextPageAfter(page(19, 1), 20)).toBeUndefined();
    expect(nextPageAfter(page(0, 3), 20)).toBeUndefined();
  });
});

describe("isNearBottom", () => {
  it("is true within 30 px of the bottom", () => {
    expect(isNearBottom({ scrollTop: 1170, viewportHeight: 800, scrollHeight: 2000 })).toBe(true);
    expect(isNearBottom({ scrollTop: 1200, viewportHeight: 800, scrollHeight: 2000 })).toBe(true);
  });

  it("is false further up", () => {
    expect(isNearBottom({ scrollTop: 1169, viewportHeight: 800, scrollHeight: 2000 })).toBe(false);
    expect(isNearBottom({ scrollTop: 0, viewportHeight: 800, scrollHeight: 2000 })).toBe(false);
  });

  it("is true when the content does not fill the viewport", () => {
    expect(isNearBottom({ scrollTop: 0, viewportHeight: 800, scrollHeight: 600 })).toBe(true);
  });
});
