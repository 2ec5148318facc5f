import { describe, expect, it } from "vitest";
import { compileKey } from "./key-matcher.ts";
import { compileRegexKey, hasUnsafeRepetition, MAX_REGEX_KEY_LENGTH } from "./safe-regex.ts";

describe("hasUnsafeRepetition", () => {
  it.each([
    "(a+)+",
    "(a*)*",
    "(a+)*b",
    "(\\w+\\s?)*$",
    "((ab)+)+",
    "(?:x+y?)+",
    "(a|aa)+",
    "(a|b)*c",
    "(a+){2,}",
    "((a+))+",
  ])("refuses %s", (pattern) => {
    expect(hasUnsafeRepetition(pattern)).toBe(true);
  });

  it.each([
    "dragon",
    "a+b*c",
    "(abc)+",
    "(a+)?",
    "(?:ab)?c+",
    "[(+]+",
    "\\(a+\\)+",
    "colou?r",
    "\\p{L}+",
    "(cat|dog)",
    "(?<name>\\w+) said",
  ])("accepts %s", (pattern) => {
    expect(hasUnsafeRepetition(pattern)).toBe(false);
  });
});

describe("compileRegexKey", () => {
  it("compiles /pattern/flags and drops stateful flags", () => {
    const regex = compileRegexKey("/drag(on|ons)\\b/gi");
    expect(regex?.flags).toBe("i");
    expect(regex?.test("DRAGONS")).toBe(true);
    expect(regex?.test("DRAGONS")).toBe(true);
  });

  it("refuses invalid patterns, unknown flags, long and catastrophic patterns", () => {
    expect(compileRegexKey("/[unclosed/")).toBeNull();
    expect(compileRegexKey("/abc/q")).toBeNull();
    expect(compileRegexKey(`/${"a".repeat(MAX_REGEX_KEY_LENGTH + 1)}/`)).toBeNull();
    expect(compileRegexKey("/(a+)+$/")).toBeNull();
  });

  it("treats a refused regex key as a key that never matches", () => {
    expect(compileKey("/(a+)+$/", { caseSensitive: false, matchWholeWords: true })).toBeNull();
  });
});
