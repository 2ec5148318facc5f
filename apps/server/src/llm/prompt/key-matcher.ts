import { BoundedCache } from "../../bounded-cache.ts";
import { compileRegexKey, isRegexKey } from "./safe-regex.ts";

export interface KeyOptions {
  caseSensitive: boolean;
  matchWholeWords: boolean;
}

/**
 * Text scanned for lore keys. The lower-cased copy is made at most once per text, however many
 * case-insensitive keys are tried against it.
 */
export class ScanText {
  private lowered: string | undefined;

  constructor(readonly text: string) {}

  get lower(): string {
    this.lowered ??= this.text.toLowerCase();
    return this.lowered;
  }
}

export interface KeyMatcher {
  matches(scan: ScanText): boolean;
}

/**
 * Scripts written without spaces between words (Chinese, Japanese, Thai …), plus Korean, whose
 * particles attach to the noun ("고양이가"). Whole-word matching would never fire for them, so keys
 * containing these characters match as substrings.
 */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * Letters, digits and combining marks in any script: "é" or "ü" inside a word is not a boundary
 * (\b only knows ASCII). Two code units are tested so a character outside the BMP counts whole.
 */
const STARTS_WITH_WORD_CHAR = /^[\p{L}\p{N}\p{M}_]/u;
const ENDS_WITH_WORD_CHAR = /[\p{L}\p{N}\p{M}_]$/u;

/**
 * Plain keys are found with indexOf plus a boundary check rather than a regex per key: V8 takes
 * milliseconds to compile each case-insensitive Unicode regex with property classes, which a lore
 * book of a hundred entries would pay on its first chat turn; indexOf costs nothing to set up.
 */
class PlainKeyMatcher implements KeyMatcher {
  private readonly needle: string;
  /** Boundaries matter only at ends that are word characters, so "C++" or "#quest" still match. */
  private readonly boundedStart: boolean;
  private readonly boundedEnd: boolean;

  constructor(
    key: string,
    private readonly caseSensitive: boolean,
    wholeWords: boolean,
  ) {
    this.needle = caseSensitive ? key : key.toLowerCase();
    const bounded = wholeWords && !UNSPACED_SCRIPT.test(key);
    this.boundedStart = bounded && STARTS_WITH_WORD_CHAR.test(this.needle);
    this.boundedEnd = bounded && ENDS_WITH_WORD_CHAR.test(this.needle);
  }

  matches(scan: ScanText): boolean {
    const haystack = this.caseSensitive ? scan.text : scan.lower;
    let at = haystack.indexOf(this.needle);
    while (at !== -1) {
      if (this.isWholeWordAt(haystack, at)) return true;
      at = haystack.indexOf(this.needle, at + 1);
    }
    return false;
  }

  private isWholeWordAt(haystack: string, at: number): boolean {
    if (this.boundedStart && at > 0 && ENDS_WITH_WORD_CHAR.test(haystack.slice(Math.max(0, at - 2), at))) {
      return false;
    }
    const end = at + this.needle.length;
    return !(
      this.boundedEnd &&
      end < haystack.length &&
      STARTS_WITH_WORD_CHAR.test(haystack.slice(end, end + 2))
    );
  }
}

class RegexKeyMatcher implements KeyMatcher {
  constructor(private readonly regex: RegExp) {}

  matches(scan: ScanText): boolean {
    return this.regex.test(scan.text);
  }
}

/** null = a key that never matches (empty, or an invalid/unsafe regex). */
export type CompiledKey = KeyMatcher | null;

/** Lore books are reused across turns and chats, so compiled keys are kept between calls. */
const compiledKeys = new BoundedCache<string, { matcher: CompiledKey }>(2_500);

/** Compiles (or fetches) the matcher for one lore key. */
export function compileKey(rawKey: string, options: KeyOptions): CompiledKey {
  const key = rawKey.trim();
  if (key === "") return null;
  const cacheKey = `${options.caseSensitive ? 1 : 0}${options.matchWholeWords ? 1 : 0}${key}`;
  const cached = compiledKeys.get(cacheKey);
  if (cached) return cached.matcher;
  let matcher: CompiledKey;
  if (isRegexKey(key)) {
    // A regex key carries its own flags; the creator wrote them explicitly, so they win over caseSensitive.
    const regex = compileRegexKey(key);
    matcher = regex ? new RegexKeyMatcher(regex) : null;
  } else {
    matcher = new PlainKeyMatcher(key, options.caseSensitive, options.matchWholeWords);
  }
  compiledKeys.set(cacheKey, { matcher });
  return matcher;
}

/**
 * The matchers of a key list, empty keys left out. A refused regex stays in as null so that
 * "all secondary keys must match" still counts it — and it can then never be satisfied.
 */
export function compileKeys(keys: readonly string[], options: KeyOptions): CompiledKey[] {
  const matchers: CompiledKey[] = [];
  for (const key of keys) {
    if (key.trim() !== "") matchers.push(compileKey(key, options));
  }
  return matchers;
}
