import { describe, expect, it } from "vitest";
import { buildApiUrl } from "./url";

describe("buildApiUrl", () => {
  it("prefixes /api", () => {
    expect(buildApiUrl("/homePage/getContent")).toBe("/api/homePage/getContent");
    expect(buildApiUrl("user/info")).toBe("/api/user/info");
  });

  it("encodes the query and skips empty values", () => {
    expect(buildApiUrl("/x", { name: "a b&c", page: 1, flag: false, none: undefined, nil: null })).toBe(
      "/api/x?name=a+b%26c&page=1&flag=false",
    );
    expect(buildApiUrl("/x", { id: [1, 2] })).toBe("/api/x?id=1&id=2");
  });

  it("adds the _t cache buster", () => {
    expect(buildApiUrl("/x", { a: 1 }, 1700000000000)).toBe("/api/x?a=1&_t=1700000000000");
    expect(buildApiUrl("/x", undefined, 5)).toBe("/api/x?_t=5");
  });
});
