import { describe, expect, it } from "vitest";
import { markdownToPlainText } from "./plainText";

describe("markdownToPlainText", () => {
  it("strips markdown and html, dropping headings", () => {
    expect(
      markdownToPlainText("# Spooky season\n\nA **spooky** time.\n- Meet [the witch](https://x.y) _tonight_"),
    ).toBe("A spooky time. Meet the witch tonight");
    expect(markdownToPlainText("<b>Hi</b> ![cat](c.png) `code`")).toBe("Hi cat code");
    expect(markdownToPlainText("")).toBe("");
  });

  it("reads the text as the activity page does", () => {
    expect(
      markdownToPlainText(
        "## Rules\n\n> Be kind\n\n---\n\n1. Keep snake_case_names\n2. Write `*stars*` in code",
      ),
    ).toBe("Be kind Keep snake_case_names Write *stars* in code");
    // A link the page cannot follow is shown as its source there, and so here.
    expect(markdownToPlainText("See [rules](javascript:void)")).toBe("See [rules](javascript:void)");
  });
});
