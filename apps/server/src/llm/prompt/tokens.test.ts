import { countTokens as encodingCount } from "gpt-tokenizer/encoding/o200k_base";
import { beforeAll, describe, expect, it } from "vitest";
import {
  clearTokenCache,
  countTokens,
  countTokensByLine,
  EXACT_MAX_CHARS,
  exactCount,
  roughCount,
  TURN_BUDGET_CHARS,
} from "./tokens.ts";

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

describe("countTokens on hostile text", () => {
  const timed = (text: string) => {
    clearTokenCache();
    const started = performance.now();
    const count = countTokens(text);
    return { count, ms: performance.now() - started };
  };

  beforeAll(() => {
    countTokens("loads the encoding tables before anything is timed");
  });

  // Before the fix each of these took seconds (a 50 000-character run: 3 s; 200 000: 17 s).
  it.each([
    ["letters", "a".repeat(200_000)],
    ["CJK without punctuation", "我们一起去公园散步吧今天天气很好".repeat(12_500)],
    ["spaces", " ".repeat(200_000)],
    ["punctuation", "!?".repeat(100_000)],
  ])("counts a 200 000-character run of %s in well under 100 ms", (_, text) => {
    const { count, ms } = timed(text);
    expect(ms).toBeLessThan(100);
    expect(count).toBeGreaterThan(0);
  });

  it("stays close to the real count on a long run cut into pieces", () => {
    const run = "我们一起去公园散步吧今天天气很好".repeat(40);
    expect(exactCount(run)).toBeGreaterThanOrEqual(countTokens(run.slice(0, 100)) * 6);
    const letters = "abcdefghij".repeat(100);
    const whole = encodingCount(letters);
    expect(Math.abs(exactCount(letters) - whole)).toBeLessThanOrEqual(letters.length / 128 + 1);
  });

  it("estimates a long prose text within 5% of its real count", () => {
    const prose = Array.from({ length: 600 }, (_, index) => `${summary} (${index})`).join("\n");
    expect(prose.length).toBeGreaterThan(EXACT_MAX_CHARS);
    const real = encodingCount(prose);
    clearTokenCache();
    expect(Math.abs(countTokens(prose) - real) / real).toBeLessThan(0.05);
  });

  it("past the turn's budget counts high without tokenizing, and exactly again on a later turn", async () => {
    clearTokenCache();
    const texts = Array.from({ length: 10 }, (_, index) => `${summary} ${index}`.repeat(8));
    expect(texts.reduce((sum, text) => sum + text.length, 0)).toBeGreaterThan(TURN_BUDGET_CHARS);
    const counts = texts.map((text) => countTokens(text));
    const last = texts.at(-1) ?? "";
    expect(counts.at(-1)).toBe(roughCount(last));
    expect(roughCount(last)).toBeGreaterThanOrEqual(encodingCount(last));
    await new Promise((resolve) => setImmediate(resolve));
    expect(countTokens(last)).toBe(encodingCount(last));
  });
});
