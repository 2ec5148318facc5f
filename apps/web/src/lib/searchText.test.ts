import { describe, expect, it } from "vitest";
import { normalizeSearchText, searchPath } from "./searchText";

describe("normalizeSearchText", () => {
  it("trims and replaces punctuation with spaces", () => {
    expect(normalizeSearchText("  hello, world!  ")).toBe("hello world");
    expect(normalizeSearchText("anime-girl/maid")).toBe("anime girl maid");
    expect(normalizeSearchText("你好，世界。")).toBe("你好 世界");
    expect(normalizeSearchText("?!...")).toBe("");
  });
});

describe("searchPath", () => {
  it("encodes the text into the path", () => {
    expect(searchPath(" Luna ")).toBe("/search/Luna");
    expect(searchPath("dark knight")).toBe("/search/dark%20knight");
    expect(searchPath("!!")).toBe("/search");
  });
});
