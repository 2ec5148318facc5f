import { countTokens } from "../prompt/index.ts";

const chineseWords = new Intl.Segmenter("zh", { granularity: "word" });

/**
 * Splits a reply into the pieces it streams as: one word with its trailing space, or for Chinese
 * (which has no spaces) one segmented word with its trailing punctuation. Joined they are the text.
 */
export function wordPieces(text: string): string[] {
  const pieces: string[] = [];
  for (const chunk of text.match(/\s*\S+\s*/g) ?? []) {
    if (!/\p{Script=Han}/u.test(chunk)) {
      pieces.push(chunk);
      continue;
    }
    for (const segment of chineseWords.segment(chunk)) {
      if (segment.isWordLike || pieces.length === 0) pieces.push(segment.segment);
      else pieces[pieces.length - 1] += segment.segment;
    }
  }
  return pieces;
}

/** Counted like prompt assembly counts (OpenAI's tokenizer), so offline usage compares with a real model's. */
export const tokenCount = countTokens;

export const wordCount = (text: string) => wordPieces(text).length;

/** The longest prefix of pieces that stays within `maxTokens`; the rest is cut like a real model's "length" stop. */
export function withinTokens(
  pieces: string[],
  maxTokens: number | undefined,
): { pieces: string[]; cut: boolean } {
  if (maxTokens === undefined || tokenCount(pieces.join("")) <= maxTokens) return { pieces, cut: false };
  let low = 0;
  let high = pieces.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (tokenCount(pieces.slice(0, middle).join("")) <= maxTokens) low = middle;
    else high = middle - 1;
  }
  return { pieces: pieces.slice(0, low), cut: true };
}
