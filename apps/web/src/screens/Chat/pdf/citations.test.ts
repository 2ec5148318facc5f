import { describe, expect, it } from "vitest";
import { clampPage, hasCitation, splitCitations } from "./citations";

const cites = (text: string, pageCount: number | null = null) =>
  splitCitations(text, pageCount)
    .filter((part) => part.kind === "cite")
    .map((part) => (part.kind === "cite" ? [part.text, part.page] : null));

describe("page citations in a reply", () => {
  it("finds the contract's forms and the page each opens", () => {
    expect(cites("It grows (p. 3), see also p.12 and pp. 4-6, or pp. 7–9.")).toEqual([
      ["p. 3", 3],
      ["p.12", 12],
      ["pp. 4-6", 4],
      ["pp. 7–9", 7],
    ]);
    expect(cites("见第3页和第 12 页。")).toEqual([
      ["第3页", 3],
      ["第 12 页", 12],
    ]);
  });

  it("keeps every character of the text, in order", () => {
    const text = "Intro (p. 2) middle 第5页 end";
    const parts = splitCitations(text);
    expect(parts.map((part) => part.text).join("")).toBe(text);
    expect(parts.map((part) => part.kind)).toEqual(["text", "cite", "text", "cite", "text"]);
  });

  it("leaves words that only look like citations, page 0 and pages past the end as text", () => {
    expect(cites("help.3 and sp. 4 and p. 0")).toEqual([]);
    expect(cites("p. 3 and p. 40", 10)).toEqual([["p. 3", 3]]);
    expect(hasCitation("no pages here")).toBe(false);
    expect(splitCitations("")).toEqual([]);
  });

  it("gives the same answer when called twice (no shared regex state)", () => {
    expect(cites("p. 1 p. 2")).toEqual(cites("p. 1 p. 2"));
    expect(hasCitation("p. 5")).toBe(true);
    expect(hasCitation("p. 5")).toBe(true);
  });

  it("keeps a page within the document", () => {
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(11, 10)).toBe(10);
    expect(clampPage(4, 10)).toBe(4);
    expect(clampPage(3, 0)).toBe(1);
  });
});
