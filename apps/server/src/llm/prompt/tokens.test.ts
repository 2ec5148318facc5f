import { describe, expect, it } from "vitest";
import { countTokens, countTokensByLine } from "./tokens.ts";

const summary = [
  "Mira: She shuffles the deck and fans the cards across the table.",
  "Reader: Which card is mine?",
  "Mira: The queen of knives, turned up twice tonight — that is no accident.",
  "Reader: 你为什么这么确定？",
  "Mira: Because I dealt it.\tAsk the next question carefully.",
].join("\n");

describe("countTokensByLine", () => {
  it("counts a multi-line text at or a little above its real count", () => {
    const real = countTokens(summary);
    const byLine = countTokensByLine(summary);
    expect(byLine).toBeGreaterThanOrEqual(real);
    expect(byLine - real).toBeLessThanOrEqual(summary.split("\n").length);
  });

  it("counts a single line exactly, and an empty text as nothing", () => {
    expect(countTokensByLine("Reader: Which card is mine?")).toBe(countTokens("Reader: Which card is mine?"));
    expect(countTokensByLine("")).toBe(0);
  });
});
