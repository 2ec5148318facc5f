import { createHash } from "node:crypto";
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
 *
 * Counting runs on the event loop, so its cost must stay small whatever the text (issue 15 item 2):
 * - BPE merges within one pre-token take time growing with the square of its length, and a run with
 *   no spaces (`aaaa…`, a CJK paragraph without punctuation, 50 000 spaces) is one pre-token: 200 000
 *   such characters took 17 s. Runs longer than LONG_RUN are counted in RUN_CHUNK pieces, so the cost
 *   is linear (a chunk boundary costs at most a token of accuracy).
 * - Even linear, the tokenizer spends up to ~3 µs a character on hostile text (random letters), so a
 *   text over EXACT_MAX_CHARS is estimated from evenly spaced samples, and one event-loop turn
 *   tokenizes at most TURN_BUDGET_CHARS; past that, counts fall back to a cheap overestimate that is
 *   not cached, so a later turn counts the text exactly.
 */

/** Tokens a chat template spends framing one message (start marker, role, end marker). */
export const MESSAGE_FRAMING_TOKENS = 3;

/** Enough for several long chats at once (two generations of half this size, see BoundedCache). */
const CACHE_ENTRIES = 20_000;
/** Longer strings are cached under a digest, so a few huge texts cannot pin megabytes in memory. */
const CACHE_MAX_CHARS = 50_000;

/** A run of non-space (or space) characters longer than this is counted in pieces. */
const LONG_RUN = 256;
const RUN_CHUNK = 128;
const LONG_RUNS = new RegExp(`\\S{${LONG_RUN},}|\\s{${LONG_RUN},}`, "gu");

/** Texts longer than this are estimated from SAMPLE_WINDOWS samples of SAMPLE_CHARS each. */
export const EXACT_MAX_CHARS = 8_000;
const SAMPLE_WINDOWS = 8;
const SAMPLE_CHARS = 500;

/** Characters tokenized per event-loop turn: ~40 ms on the most hostile text, ~3 ms on prose. */
export const TURN_BUDGET_CHARS = 12_000;

const cache = new BoundedCache<string, number>(CACHE_ENTRIES / 2);

/**
 * User text may literally contain "<|endoftext|>"; the tokenizer throws on special tokens by
 * default, and a chat message must never crash prompt assembly, so they count as plain text.
 */
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

let spentThisTurn = 0;

/** Takes `chars` from this event-loop turn's budget; false when it is spent. */
function spend(chars: number): boolean {
  if (spentThisTurn > 0 && spentThisTurn + chars > TURN_BUDGET_CHARS) return false;
  if (spentThisTurn === 0) setImmediate(() => (spentThisTurn = 0));
  spentThisTurn += chars;
  return true;
}

function tokenize(text: string): number {
  return text === "" ? 0 : encoding().countTokens(text, PLAIN_TEXT);
}

/** The tokenizer's count, with long runs without spaces counted in pieces so the cost stays linear. */
export function exactCount(text: string): number {
  let total = 0;
  let from = 0;
  for (const run of text.matchAll(LONG_RUNS)) {
    total += tokenize(text.slice(from, run.index));
    for (let at = 0; at < run[0].length; at += RUN_CHUNK) total += tokenize(run[0].slice(at, at + RUN_CHUNK));
    from = run.index + run[0].length;
  }
  return total + tokenize(text.slice(from));
}

/** Evenly spaced samples counted exactly, scaled to the whole length and rounded up. */
function sampledCount(text: string): number {
  const stride = text.length / SAMPLE_WINDOWS;
  let sampled = 0;
  let tokens = 0;
  for (let window = 0; window < SAMPLE_WINDOWS; window++) {
    const start = Math.floor(window * stride);
    const sample = text.slice(start, start + SAMPLE_CHARS);
    sampled += sample.length;
    tokens += exactCount(sample);
  }
  return Math.ceil((tokens * text.length) / sampled);
}

/**
 * A linear-time overestimate for when the turn's budget is spent: o200k needs about four ASCII
 * characters a token on prose (three here, to err high) and at most about one per other character.
 */
export function roughCount(text: string): number {
  let ascii = 0;
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) < 0x80) ascii++;
  return Math.ceil(ascii / 3) + (text.length - ascii);
}

const cacheKey = (text: string) =>
  text.length <= CACHE_MAX_CHARS
    ? text
    : `\0${text.length}:${createHash("sha256").update(text).digest("base64")}`;

/** Token count of a text, cached so each chat message is tokenized once across turns. */
export function countTokens(text: string): number {
  if (text === "") return 0;
  const key = cacheKey(text);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const long = text.length > EXACT_MAX_CHARS;
  if (!spend(long ? SAMPLE_WINDOWS * SAMPLE_CHARS : text.length)) return roughCount(text);
  const count = long ? sampledCount(text) : exactCount(text);
  cache.set(key, count);
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
  spentThisTurn = 0;
}
