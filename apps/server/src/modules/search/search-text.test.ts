import { normalizeSearchText, searchKey } from "@fable/contract";
import { describe, expect, it } from "vitest";

describe("search text normalising (docs/product.md#search-text)", () => {
  it("replaces punctuation and symbols with spaces and collapses runs of spaces", () => {
    expect(normalizeSearchText("  hello, world!  ")).toBe("hello world");
    expect(normalizeSearchText("anime-girl/maid")).toBe("anime girl maid");
    expect(normalizeSearchText("dark_knight   (v2) #1 $5 + <3")).toBe("dark knight v2 1 5 3");
    expect(normalizeSearchText("tab\tand\nnewline")).toBe("tab and newline");
  });

  it("keeps the case for display; the search key lower-cases it", () => {
    expect(normalizeSearchText("Sherlock HOLMES")).toBe("Sherlock HOLMES");
    expect(searchKey("  Sherlock, HOLMES! ")).toBe("sherlock holmes");
    expect(searchKey("ÉLODIE Ünter")).toBe("élodie ünter");
  });

  it("handles Chinese and Japanese punctuation and the ideographic space", () => {
    expect(searchKey("你好，世界。")).toBe("你好 世界");
    expect(searchKey("「龙骑士」！")).toBe("龙骑士");
    expect(searchKey("東京　の　夜・散歩")).toBe("東京 の 夜 散歩");
  });

  it("leaves nothing of a text that is only punctuation or spaces", () => {
    expect(searchKey("?!...")).toBe("");
    expect(searchKey("　 \t")).toBe("");
    expect(searchKey("")).toBe("");
  });
});
