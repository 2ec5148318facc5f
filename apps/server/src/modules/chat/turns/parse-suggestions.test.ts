import { describe, expect, it } from "vitest";
import { parseSuggestions } from "./suggestions.service.ts";

describe("suggestions from a model's text", () => {
  it("strips numbering, bullets and quotes, drops blanks and repeats, keeps three", () => {
    expect(
      parseSuggestions('1. "Where are we going?"\n\n- Tell me more\n* Tell me more\n2) I trust you\n• Run!'),
    ).toEqual(["Where are we going?", "Tell me more", "I trust you"]);
    expect(parseSuggestions("   \n")).toEqual([]);
  });
});
