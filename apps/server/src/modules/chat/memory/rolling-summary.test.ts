import { describe, expect, it } from "vitest";
import { extendSummary, gist, newestLines } from "./rolling-summary.ts";

/** gist() as first written: over the whole text. The prefix shortcut must never change its answer. */
function wholeTextGist(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const sentence = /^(.+?(?:[.!?…](?=\s|$)|[。！？]))/u.exec(flat)?.[1] ?? flat;
  return sentence.length <= 160 ? sentence : `${sentence.slice(0, 159).trimEnd()}…`;
}

describe("rolling summary", () => {
  it("keeps the first sentence of a message, on one line, within bounds", () => {
    expect(gist("I found the key.\nIt was under the mat.")).toBe("I found the key.");
    expect(gist("我找到了钥匙。它在垫子下面。")).toBe("我找到了钥匙。");
    expect(gist("no punctuation at all")).toBe("no punctuation at all");
    expect(gist("x".repeat(500))).toHaveLength(160);
  });

  it("adds new lines and drops the oldest past the size limit", () => {
    expect(extendSummary("", ["Ada: Hello."])).toBe("Ada: Hello.");
    expect(extendSummary("Ada: Hello.", ["Wren: Hi."])).toBe("Ada: Hello.\nWren: Hi.");
    const long = Array.from({ length: 40 }, (_, index) => `Ada: line ${index} ${"y".repeat(100)}`);
    const summary = extendSummary("", long);
    expect(summary.length).toBeLessThanOrEqual(2400);
    expect(summary.endsWith(long.at(-1)!)).toBe(true);
    expect(summary).not.toContain("line 0 ");
    // As many of the newest lines as fit: one line more would not.
    const kept = summary.split("\n").length;
    expect(`${long.at(-kept - 1)}\n${summary}`.length).toBeGreaterThan(2400);
  });

  it("reads a long message through a prefix without changing the gist", () => {
    const word = (index: number) =>
      ["forest", "path", "3.14", "end.", "ok!", "  ", "\n\n\n", "。", "mist…"][index % 9]!;
    const texts = [
      `${"a".repeat(638)}. after`,
      `${"b".repeat(639)}.c and more text`,
      `${" ".repeat(700)}Short. Then more.`,
      `${"\n \t".repeat(300)}${"word ".repeat(100)}`,
      "Pi is 3.14 and that is all".padStart(650, " "),
    ];
    for (let seed = 1; seed < 300; seed += 1)
      texts.push(
        Array.from({ length: 40 + (seed % 200) }, (_, index) => word(index * seed + seed)).join(" "),
      );
    for (const text of texts) expect(gist(text)).toBe(wholeTextGist(text));
  });

  it("condenses only the forgotten messages whose lines can still fit", () => {
    const rows = Array.from({ length: 300 }, (_, index) => ({
      role: index % 2 ? ("bot" as const) : ("user" as const),
      text: `Message ${index} ${"z".repeat(index % 170)}. Rest.`,
    }));
    const all = rows.map((row) => `${row.role === "user" ? "Ada" : "Wren"}: ${gist(row.text)}`);
    const lines = newestLines(rows, (row) => (row.role === "user" ? "Ada" : "Wren"));
    expect(lines.length).toBeLessThan(40);
    for (const summary of ["", "Ada: Earlier.", "x".repeat(2400)])
      expect(extendSummary(summary, lines)).toBe(extendSummary(summary, all));
  });
});
