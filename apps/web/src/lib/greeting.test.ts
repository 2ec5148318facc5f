import { describe, expect, it } from "vitest";
import { fillPlaceholders, greetingPages, stepPage } from "./greeting";

describe("fillPlaceholders", () => {
  it("fills both placeholder styles", () => {
    expect(
      fillPlaceholders("{{char}} waves at {{ user }}. <BOT> and <user>.", { char: "Luna", user: "Ann" }),
    ).toBe("Luna waves at Ann. Luna and Ann.");
  });
});

describe("greetingPages", () => {
  it("puts the greeting first and drops blanks and repeats", () => {
    expect(greetingPages("Hi", ["Hello", " ", "Hi", "Hey"])).toEqual(["Hi", "Hello", "Hey"]);
    expect(greetingPages("", [])).toEqual([]);
  });
});

describe("stepPage", () => {
  it("wraps around both ends", () => {
    expect(stepPage(0, 1, 3)).toBe(1);
    expect(stepPage(2, 1, 3)).toBe(0);
    expect(stepPage(0, -1, 3)).toBe(2);
    expect(stepPage(0, 1, 0)).toBe(0);
  });
});
