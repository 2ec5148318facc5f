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
});
