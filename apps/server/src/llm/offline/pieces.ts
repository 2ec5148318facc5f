import { countTokens } from "../prompt/index.ts";

const chineseWords = new Intl.Segmenter("zh", { granularity: "word" });
/**
 * ICU's dictionary segmentation of a CJK run takes time growing faster than its length (100 000
 * characters without punctuation: 30 s), so a run is segmented in slices; a word cut at a slice's
 * edge streams as two pieces, which nobody reading the offline model's reply can tell.
 */
const SEGMENTER_SLICE = 256;

/**
 * A word with its trailing space, the first one with any leading space too. Written as
 * `\s*\S+\s*` this backtracked over every run of spaces not followed by a word: a 100 000-space
 * text took quadratic time (seconds) to split.
 */
const WORDS = /^\s*\S+\s*|\S+\s*/g;

/**
 * Splits a reply into the pieces it streams as: one word with its trailing space, or for Chinese
 * (which has no spaces) one segmented word with its trailing punctuation. Joined they are the text.
 */
export function wordPieces(text: string): string[] {
  const pieces: string[] = [];
  for (const chunk of text.match(WORDS) ?? []) {
    if (!/\p{Script=Han}/u.test(chunk)) {
      pieces.push(chunk);
      continue;
    }
    for (let at = 0; at < chunk.length; at += SEGMENTER_SLICE) {
      for (const segment of chineseWords.segment(chunk.slice(at, at + SEGMENTER_SLICE))) {
        if (segment.isWordLike || pieces.length === 0) pieces.push(segment.segment);
        else pieces[pieces.length - 1] += segment.segment;
      }
    }
  }
  return pieces;
}

/** Counted like prompt assembly counts (OpenAI's tokenizer), so offline usage compares with a real model's. */
export const tokenCount = countTokens;

const HAN = /\p{Script=Han}/gu;

/**
 * Words of a whole prompt, for the usage report only: Chinese is reckoned at two characters a word
 * instead of segmented, which on a prompt of long CJK card fields held the event loop for seconds.
 */
export function wordCount(text: string): number {
  let count = 0;
  for (const chunk of text.match(WORDS) ?? []) {
    const han = chunk.match(HAN)?.length ?? 0;
    count += han === 0 ? 1 : Math.ceil(han / 2);
  }
  return count;
}

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
