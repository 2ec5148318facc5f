import type { Fact } from "./knowledge.ts";
import type { Speaker } from "./speaker.ts";
import { contentWords, stem } from "./text.ts";

/** Share of a fact's words the dialogue already used: 1 means it was as good as said. */
function usedShare(fact: Fact, speaker: Speaker): number {
  const words = [...fact.words];
  if (words.length === 0) return 1;
  return words.filter((word) => speaker.used(word)).length / words.length;
}

/**
 * The facts to draw on for a message: those sharing words with it first, then those the dialogue has
 * not touched yet, so replies rotate through the card instead of returning to one line.
 */
export function rankFacts(facts: readonly Fact[], message: string, speaker: Speaker): Fact[] {
  const wanted = new Set(contentWords(message).map(stem));
  return speaker
    .shuffled(facts)
    .map((fact) => {
      const overlap = [...wanted].filter((word) => fact.words.has(word)).length;
      return { fact, score: overlap * 3 - usedShare(fact, speaker) * 4 };
    })
    .sort((left, right) => right.score - left.score)
    .map((entry) => entry.fact);
}
