import type { MessageAnalysis } from "./analyse.ts";
import type { OfflineCharacterContext } from "./context.ts";
import type { Knowledge } from "./knowledge.ts";
import type { Speaker } from "./speaker.ts";
import type { CharacterStyle } from "./style.ts";

/** Everything a language's composer reads to write one reply. */
export type ComposeInput = {
  context: OfflineCharacterContext;
  knowledge: Knowledge;
  style: CharacterStyle;
  message: MessageAnalysis;
  /** Picks each sentence so it is fresh in the dialogue and copies no run of the card. */
  speaker: Speaker;
  /** The chat asked for more of the latest reply rather than an answer to a new message. */
  continuing: boolean;
};

/** A reply before styling: an optional narrated action and 1–4 sentences of speech. */
export type Composition = { action: string | null; sentences: string[] };

/**
 * Fills `{key}` slots. A missing user name drops its slot together with the comma before it,
 * so "Hello, {user}!" reads "Hello!" rather than "Hello, !".
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template
    .replace(/(?:[,，]\s?)?\{(\w+)\}/g, (slot, key: string) => {
      const value = values[key];
      if (value) return slot.replace(`{${key}}`, () => value);
      return "";
    })
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** Whether every slot of a template has a value, so a line never reads with a hole in it. */
export const fillable = (template: string, values: Record<string, string>) =>
  [...template.matchAll(/\{(\w+)\}/g)].every(([, key]) => key === "user" || !!values[key!]);

/** Sentences in a line: "When? Tonight." is two. */
export const sentenceCount = (text: string) =>
  Math.max(1, text.match(/[.!?。！？…]+(?=["”」』)]?(?:\s|$))/g)?.length ?? 0);

/**
 * Collects the reply's lines with a priority so it keeps the most important ones within its
 * sentence budget, while still reading in the order they were written.
 */
export class SentencePlan {
  private readonly entries: { text: string; priority: number }[] = [];

  add(text: string | null | undefined, priority: number) {
    if (text && !this.entries.some((entry) => entry.text === text)) this.entries.push({ text, priority });
  }

  /** Sentences planned so far. */
  get size() {
    return this.entries.reduce((total, entry) => total + sentenceCount(entry.text), 0);
  }

  take(maxSentences: number): string[] {
    const kept = new Set<(typeof this.entries)[number]>();
    let budget = maxSentences;
    for (const entry of [...this.entries].sort((left, right) => right.priority - left.priority)) {
      const cost = sentenceCount(entry.text);
      // The most important line is always said, even when it alone is over budget.
      if (cost <= budget || kept.size === 0) {
        kept.add(entry);
        budget -= cost;
      }
    }
    return this.entries.filter((entry) => kept.has(entry)).map((entry) => entry.text);
  }
}
