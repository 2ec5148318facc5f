import { describe, expect, it } from "vitest";
import { extendSummary, gist } from "./rolling-summary.ts";

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
});
