import type { CopyGuard } from "./copy-guard.ts";
import { breakCopies } from "./copy-guard.ts";
import type { Random } from "./random.ts";
import type { SaidBefore } from "./said-before.ts";
import { contentWords, stem } from "./text.ts";

/**
 * Chooses each sentence of a reply among candidates: the first one that says nothing the dialogue
 * already heard and copies no run of the card (reworded when it would) is taken and remembered, so
 * the rest of the reply does not repeat it either.
 */
export class Speaker {
  constructor(
    private readonly said: SaidBefore,
    private readonly guard: CopyGuard,
    readonly random: Random,
  ) {}

  /** The first candidate that is fresh, in the order given; null when none is. */
  first(candidates: readonly (string | null | undefined)[]): string | null {
    for (const candidate of candidates) {
      if (!candidate) continue;
      const line = breakCopies(candidate, this.guard, this.random);
      if (!line || this.said.repeats(line)) continue;
      this.said.remember(line);
      return line;
    }
    return null;
  }

  /** A fresh candidate in a seeded order, so each swipe picks differently. */
  any(candidates: readonly (string | null | undefined)[]): string | null {
    return this.first(this.shuffled(candidates));
  }

  shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = this.random.int(index + 1);
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }

  /** Whether most of a line's content words were already used: a detail said before, reworded. */
  mostlyUsed(line: string): boolean {
    const words = contentWords(line).map(stem);
    return words.length > 0 && words.filter((word) => this.used(word)).length / words.length >= 0.6;
  }

  /** Whether a content word was already used in the dialogue (for preferring new details). */
  used(word: string): boolean {
    return this.said.words.has(word);
  }
}
