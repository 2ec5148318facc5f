import { describe, expect, it } from "vitest";
import { inlineText, parseInline, parseMarkdown, safeHref, slugify, withoutRepeatedTitle } from "./markdown";

describe("parseMarkdown", () => {
  it("reads headings, paragraphs joined across lines, lists and rules", () => {
    const blocks = parseMarkdown(
      "# Title\n\nFirst line\nsecond line.\n\n- one\n- two\n  continued\n\n1. a\n2. b\n\n---\n> note",
    );
    expect(blocks.map((block) => block.kind)).toEqual([
      "heading",
      "paragraph",
      "list",
      "list",
      "rule",
      "quote",
    ]);
    expect(blocks[1]).toEqual({
      kind: "paragraph",
      children: [{ kind: "text", text: "First line second line." }],
    });
    expect(blocks[2]).toMatchObject({
      ordered: false,
      items: [[{ text: "one" }], [{ text: "two continued" }]],
    });
    expect(blocks[3]).toMatchObject({ ordered: true });
  });

  it("gives headings unique anchors, in any script", () => {
    const blocks = parseMarkdown("## Your data\n## Your data\n## 你的数据");
    expect(blocks.map((block) => (block.kind === "heading" ? block.id : ""))).toEqual([
      "your-data",
      "your-data-2",
      "你的数据",
    ]);
  });

  it("keeps markup as text", () => {
    const [block] = parseMarkdown("<script>alert(1)</script> <b>hi</b>");
    expect(block).toEqual({
      kind: "paragraph",
      children: [{ kind: "text", text: "<script>alert(1)</script> <b>hi</b>" }],
    });
  });
});

describe("parseInline", () => {
  it("reads bold, italics, code and links", () => {
    expect(parseInline("**Bold** and *soft* `code` [FAQ](/document/faq)")).toEqual([
      { kind: "strong", children: [{ kind: "text", text: "Bold" }] },
      { kind: "text", text: " and " },
      { kind: "em", children: [{ kind: "text", text: "soft" }] },
      { kind: "text", text: " " },
      { kind: "code", text: "code" },
      { kind: "text", text: " " },
      { kind: "link", href: "/document/faq", external: false, children: [{ kind: "text", text: "FAQ" }] },
    ]);
  });

  it("leaves a link with an unsafe address as its source text", () => {
    expect(parseInline("[click](javascript:alert(1))")).toEqual([
      { kind: "text", text: "[click](javascript:alert(1)" },
      { kind: "text", text: ")" },
    ]);
    expect(inlineText(parseInline("[x](data:text/html,hi)"))).toBe("[x](data:text/html,hi)");
  });
});

describe("parseInline with the message syntax", () => {
  const message = (text: string) => parseInline(text, "message");

  it("separates *actions* and **bold** from speech", () => {
    expect(message("*smiles* That is **very** kind.")).toEqual([
      { kind: "em", children: [{ kind: "text", text: "smiles" }] },
      { kind: "text", text: " That is " },
      { kind: "strong", children: [{ kind: "text", text: "very" }] },
      { kind: "text", text: " kind." },
    ]);
  });

  it("leaves unpaired or line-crossing asterisks as text", () => {
    expect(message("5 * 3 = 15")).toEqual([{ kind: "text", text: "5 * 3 = 15" }]);
    expect(message("*starts\nends*")).toEqual([{ kind: "text", text: "*starts\nends*" }]);
    expect(message("")).toEqual([]);
  });

  it("reads no code, links, images or underscores", () => {
    const text = "`code` [FAQ](/document/faq) ![cat](/c.png) _soft_ __loud__";
    expect(message(text)).toEqual([{ kind: "text", text }]);
  });
});

describe("parseInline with the document syntax", () => {
  it("reads underscores as emphasis outside words only", () => {
    expect(parseInline("_soft_ and __loud__, not snake_case_name")).toEqual([
      { kind: "em", children: [{ kind: "text", text: "soft" }] },
      { kind: "text", text: " and " },
      { kind: "strong", children: [{ kind: "text", text: "loud" }] },
      { kind: "text", text: ", not snake_case_name" },
    ]);
    expect(parseInline("中文_强调_")).toEqual([{ kind: "text", text: "中文_强调_" }]);
  });

  it("keeps markers inside code as text", () => {
    expect(parseInline("`*a* _b_ [c](/d)`")).toEqual([{ kind: "code", text: "*a* _b_ [c](/d)" }]);
  });

  it("shows an image as its description, never as a picture or a link", () => {
    expect(parseInline("![a cat](/cat.png) [cat](/cat)")).toEqual([
      { kind: "text", text: "a cat" },
      { kind: "text", text: " " },
      { kind: "link", href: "/cat", external: false, children: [{ kind: "text", text: "cat" }] },
    ]);
  });
});

describe("safeHref", () => {
  it("allows app paths, anchors, mail and web addresses only", () => {
    expect(safeHref("/joydtl")).toEqual({ href: "/joydtl", external: false });
    expect(safeHref("#privacy")).toEqual({ href: "#privacy", external: false });
    expect(safeHref("mailto:help@example.com")?.external).toBe(true);
    expect(safeHref("https://example.com/a")?.external).toBe(true);
    expect(safeHref("//evil.example")).toBeNull();
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("JAVASCRIPT:alert(1)")).toBeNull();
  });
});

describe("slugify", () => {
  it("joins words with dashes", () => {
    expect(slugify("  What Fable stores!  ")).toBe("what-fable-stores");
  });
});

describe("withoutRepeatedTitle", () => {
  it("drops a first heading that repeats the title, whatever its case or markup", () => {
    expect(withoutRepeatedTitle(parseMarkdown("## Winter **Tales**\n\nText"), "#winter tales")).toEqual([
      { kind: "paragraph", children: [{ kind: "text", text: "Text" }] },
    ]);
  });

  it("keeps other headings and headings further down", () => {
    expect(withoutRepeatedTitle(parseMarkdown("## Rules\n\nText"), "Winter Tales")).toHaveLength(2);
    expect(withoutRepeatedTitle(parseMarkdown("Text\n\n## Winter Tales"), "Winter Tales")).toHaveLength(2);
  });
});
