/**
 * What the character already said in this dialogue, so a new reply says something new: no sentence
 * of the last replies again, and no run of six words from them (a sentence with one word changed is
 * still a repetition to the reader).
 */

import { stem } from "./text.ts";

const HAN = /\p{Script=Han}/u;

/** Latin words (with digits) and single Han characters, lower-cased: the units runs are counted in. */
export function spokenTokens(text: string): string[] {
  return text.toLowerCase().match(/\p{Script=Han}|[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
}

export const hanHeavy = (tokens: readonly string[]) =>
  tokens.length > 0 && tokens.filter((token) => HAN.test(token)).length * 2 > tokens.length;

/** A Han character is about half a word, so Chinese runs are counted in more (shorter) units. */
export const unitsFor = (words: number, tokens: readonly string[]) =>
  hanHeavy(tokens) ? Math.floor(words * 1.5) : words;

export function runsOf(tokens: readonly string[], length: number): string[] {
  const runs: string[] = [];
  for (let index = 0; index + length <= tokens.length; index++)
    runs.push(tokens.slice(index, index + length).join(" "));
  return runs;
}

/** Sentences of a text, narration between asterisks on its own. */
export function spokenSentences(text: string): string[] {
  return text
    .split(/\*|\n|(?<=[.!?。！？…~])\s*/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A sentence's comparable form; null when it is too short to be a repetition ("Yes.", "好。"). */
function sentenceKey(sentence: string): string | null {
  const tokens = spokenTokens(sentence);
  return (hanHeavy(tokens) ? tokens.length >= 5 : tokens.length >= 3) ? tokens.join(" ") : null;
}

const REPEAT_WORDS = 6;

export class SaidBefore {
  private readonly sentences = new Set<string>();
  private readonly runs = new Set<string>();
  /** Words already used (roughly stemmed), so details not yet mentioned can be preferred. */
  readonly words = new Set<string>();

  constructor(replies: readonly string[]) {
    for (const reply of replies) this.remember(reply);
  }

  /** A copy to add this reply's sentences to, so each attempt at a reply starts from the dialogue alone. */
  copy(): SaidBefore {
    const copy = new SaidBefore([]);
    for (const key of this.sentences) copy.sentences.add(key);
    for (const run of this.runs) copy.runs.add(run);
    for (const word of this.words) copy.words.add(word);
    return copy;
  }

  /** Adds a text (an earlier reply, or a sentence this reply has taken) to what was said. */
  remember(text: string) {
    for (const sentence of spokenSentences(text)) {
      const key = sentenceKey(sentence);
      if (key) this.sentences.add(key);
    }
    const tokens = spokenTokens(text);
    // Both lengths, since a reply in the other language is judged by its own.
    for (const length of new Set([REPEAT_WORDS, unitsFor(REPEAT_WORDS, ["字"])]))
      for (const run of runsOf(tokens, length)) this.runs.add(run);
    for (const token of tokens) this.words.add(stem(token));
  }

  /** Whether the text says a sentence or a six-word run again. */
  repeats(text: string): boolean {
    if (spokenSentences(text).some((sentence) => this.sentences.has(sentenceKey(sentence) ?? "")))
      return true;
    const tokens = spokenTokens(text);
    return runsOf(tokens, unitsFor(REPEAT_WORDS, tokens)).some((run) => this.runs.has(run));
  }
}
