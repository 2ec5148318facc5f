import { BoundedCache } from "../../bounded-cache.ts";
import { lazyModule } from "../../lazy-module.ts";

/** The encoding's tables take a third of a second to load: loaded on the first count. */
const encoding = lazyModule<typeof import("gpt-tokenizer/encoding/o200k_base")>(
  "gpt-tokenizer/encoding/o200k_base",
);

/**
 * o200k_base is the encoding of current OpenAI models; other providers' tokenizers differ by a few
 * percent, which the reply reserve absorbs. A real tokenizer is still far closer than chars/4,
 * especially for CJK text.
 */

/** Tokens a chat template spends framing one message (start marker, role, end marker). */
export const MESSAGE_FRAMING_TOKENS = 3;

/** Enough for several long chats at once (two generations of half this size, see BoundedCache). */
const CACHE_ENTRIES = 20_000;
/** Longer strings are counted but not cached, so a few huge texts cannot pin megabytes in memory. */
const CACHE_MAX_CHARS = 50_000;

const cache = new BoundedCache<string, number>(CACHE_ENTRIES / 2);

/**
 * User text may literally contain "<|endoftext|>"; the tokenizer throws on special tokens by
 * default, and a chat message must never crash prompt assembly, so they count as plain text.
 */
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/** Token count of a text, cached so each chat message is tokenized once across turns. */
export function countTokens(text: string): number {
  if (text === "") return 0;
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  const count = encoding().countTokens(text, PLAIN_TEXT);
  if (text.length <= CACHE_MAX_CHARS) cache.set(text, count);
  return count;
}

/**
 * Token count of a text that changes a line at a time: each line is counted (and cached) on its own,
 * plus one token per line break. Pieces cut at line breaks lose the merges across them, so the sum
 * errs high, by about a token a line (tokens.test.ts checks it on real text).
 */
export function countTokensByLine(text: string): number {
  let total = 0;
  let start = 0;
  for (;;) {
    const end = text.indexOf("\n", start);
    total += countTokens(end === -1 ? text.slice(start) : text.slice(start, end));
    if (end === -1) return total;
    total += 1;
    start = end + 1;
  }
}

/** Cost of the blank line that joins two parts of one message. */
export const PART_SEPARATOR = "\n\n";

export function separatorTokens(): number {
  return countTokens(PART_SEPARATOR);
}

/** For tests that measure a cold start. */
export function clearTokenCache(): void {
  cache.clear();
}
