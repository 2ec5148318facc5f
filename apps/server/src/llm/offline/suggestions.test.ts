import { describe, expect, it } from "vitest";
import { fixturesPresent } from "../../../test/fixtures.ts";
import { cardContext } from "../../../test/offline-cards.ts";
import { offlineSuggestions } from "./suggestions.ts";

describe("offlineSuggestions", () => {
  it.skipIf(!fixturesPresent)(
    "gives three distinct, non-empty suggestions, the same for the same seed",
    () => {
      const luna = cardContext("luna_v3_lore1.json");
      for (const seed of [1, 2, 3, 4]) {
        const suggestions = offlineSuggestions(luna, seed);
        expect(suggestions).toHaveLength(3);
        expect(new Set(suggestions).size).toBe(3);
        for (const suggestion of suggestions) expect(suggestion.trim().length).toBeGreaterThan(0);
        expect(offlineSuggestions(luna, seed)).toEqual(suggestions);
      }
    },
  );

  it.skipIf(!fixturesPresent)(
    "answers a question the character just asked, and speaks Chinese to a Chinese card",
    () => {
      const luna = cardContext("luna_v3_lore1.json");
      const answers = ["Yes, tell me more.", "Honestly? I'm not sure.", "Why do you ask?"];
      const suggestions = offlineSuggestions(luna, 1, "Tell me, what brings you to these ancient halls?");
      expect(suggestions.some((suggestion) => answers.includes(suggestion))).toBe(true);
      const chinese = offlineSuggestions(cardContext("ai_zh_v3_lore27.json"), 1);
      expect(chinese.every((suggestion) => /\p{Script=Han}/u.test(suggestion))).toBe(true);
    },
  );

  it("works with an empty character", () => {
    expect(offlineSuggestions({}, 5)).toHaveLength(3);
  });
});
