import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, safeHref, withoutRepeatedTitle } from "./markdown";

describe("parseInline", () => {
  it("reads bold, italics, code and links", () => {
    expect(parseInline("a **b** *c* _d_ `e` [f](https://x.y)")).toEqual([
      { type: "text", text: "a " },
      { type: "strong", children: [{ type: "text", text: "b" }] },
      { type: "text", text: " " },
      { type: "em", children: [{ type: "text", text: "c" }] },
      { type: "text", text: " " },
      { type: "em", children: [{ type: "text", text: "d" }] },
      { type: "text", text: " " },
      { type: "code", text: "e" },
      { type: "text", text: " " },
      { type: "link", href: "https://x.y", children: [{ type: "text", text: "f" }] },
    ]);
  });

  it("keeps raw HTML as text", () => {
    expect(parseInline('<img src=x onerror="alert(1)">hi')).toEqual([
      { type: "text", text: '<img src=x onerror="alert(1)">hi' },
    ]);
  });

  it("turns unsafe links into their text and images into their alt text", () => {
    expect(parseInline("[click](javascript:alert(1))")).toEqual([{ type: "text", text: "click" }]);
    expect(parseInline("see ![a cat](https://evil.example/cat.png)")).toEqual([
      { type: "text", text: "see a cat" },
    ]);
  });

  it("leaves underscores inside words and unpaired asterisks alone", () => {
    expect(parseInline("snake_case_name and 2 * 3")).toEqual([
      { type: "text", text: "snake_case_name and 2 * 3" },
    ]);
  });

  it("nests bold inside links", () => {
    expect(parseInline("[**Go**](/chats)")).toEqual([
      {
        type: "link",
        href: "/chats",
        children: [{ type: "strong", children: [{ type: "text", text: "Go" }] }],
      },
    ]);
  });
});

describe("safeHref", () => {
  it("allows web, mail, same-site and fragment addresses only", () => {
    expect(safeHref("https://a.b/c")).toBe("https://a.b/c");
    expect(safeHref("mailto:x@y.z")).toBe("mailto:x@y.z");
    expect(safeHref("/category")).toBe("/category");
    expect(safeHref("#faq")).toBe("#faq");
    expect(safeHref("//evil.example")).toBeNull();
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("JaVaScRiPt:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,hi")).toBeNull();
  });
});

describe("parseMarkdown", () => {
  it("reads headings, paragraphs, lists and quotes", () => {
    const blocks = parseMarkdown(
      "## Winter\n\nLine one\nline two\n\n- a\n- **b**\n\n1. first\n2. second\n\n> quoted\n> more",
    );
    expect(blocks.map((block) => block.type)).toEqual(["heading", "paragraph", "list", "list", "quote"]);
    expect(blocks[0]).toEqual({ type: "heading", level: 2, children: [{ type: "text", text: "Winter" }] });
    expect(blocks[1]).toEqual({ type: "paragraph", children: [{ type: "text", text: "Line one line two" }] });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: "a" }], [{ type: "strong" }]] });
    expect(blocks[3]).toMatchObject({ ordered: true, items: [[{ text: "first" }], [{ text: "second" }]] });
    expect(blocks[4]).toEqual({ type: "quote", children: [{ type: "text", text: "quoted more" }] });
  });

  it("starts a new list after a blank line and text between", () => {
    const blocks = parseMarkdown("- a\n\ntext\n\n- b");
    expect(blocks.map((block) => block.type)).toEqual(["list", "paragraph", "list"]);
  });

  it("gives nothing for empty text", () => {
    expect(parseMarkdown("  \n\n")).toEqual([]);
  });
});

describe("withoutRepeatedTitle", () => {
  it("drops a first heading that repeats the title, whatever its case or markup", () => {
    expect(withoutRepeatedTitle(parseMarkdown("## Winter **Tales**\n\nText"), "#winter tales")).toEqual([
      { type: "paragraph", children: [{ type: "text", text: "Text" }] },
    ]);
  });

  it("keeps other headings and headings further down", () => {
    expect(withoutRepeatedTitle(parseMarkdown("## Rules\n\nText"), "Winter Tales")).toHaveLength(2);
    expect(withoutRepeatedTitle(parseMarkdown("Text\n\n## Winter Tales"), "Winter Tales")).toHaveLength(2);
  });
});
