import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MessageText, messageSpans } from "./MessageText";

const render = (text: string) => renderToStaticMarkup(createElement(MessageText, { text }));

describe("messageSpans", () => {
  it("separates *actions* and **bold** from speech", () => {
    expect(messageSpans("*smiles* That is **very** kind.")).toEqual([
      { text: "smiles", action: true, bold: false },
      { text: " That is ", action: false, bold: false },
      { text: "very", action: false, bold: true },
      { text: " kind.", action: false, bold: false },
    ]);
  });

  it("leaves unpaired or line-crossing asterisks as text", () => {
    expect(messageSpans("5 * 3 = 15")).toEqual([{ text: "5 * 3 = 15", action: false, bold: false }]);
    expect(messageSpans("*starts\nends*")).toEqual([{ text: "*starts\nends*", action: false, bold: false }]);
    expect(messageSpans("")).toEqual([]);
  });
});

describe("MessageText", () => {
  it("renders actions in italics and bold as strong, keeping line breaks as text", () => {
    expect(render("*waves*\n\n**Hi!**")).toBe(
      '<em class="text-muted italic">waves</em><span>\n\n</span><strong class="font-semibold">Hi!</strong>',
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
