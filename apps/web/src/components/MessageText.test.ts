import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MessageText } from "./MessageText";

const render = (text: string) => renderToStaticMarkup(createElement(MessageText, { text }));

describe("MessageText", () => {
  it("renders actions in italics and bold as strong, keeping line breaks as text", () => {
    expect(render("*waves*\n\n**Hi!**")).toBe(
      '<em class="text-muted italic">waves</em><span>\n\n</span><strong class="font-semibold">Hi!</strong>',
    );
  });

  it("shows unpaired asterisks, code, links and underscores as the text they are", () => {
    expect(render("5 * 3 = 15 `x` [a](https://b.c) _d_ ![e](/f.png)")).toBe(
      "<span>5 * 3 = 15 `x` [a](https://b.c) _d_ ![e](/f.png)</span>",
    );
  });

  it("never turns message text into markup", () => {
    const html = render(
      '<img src=x onerror="alert(1)"> *<script>alert(2)</script>* **<a href="javascript:alert(3)">x</a>**',
    );
    expect(html).not.toMatch(/<img|<script|<a /);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain('<em class="text-muted italic">&lt;script&gt;alert(2)&lt;/script&gt;</em>');
    expect(html).toContain("<strong");
    expect(html).toContain("&lt;a href=&quot;javascript:alert(3)&quot;&gt;x&lt;/a&gt;");
  });
});
