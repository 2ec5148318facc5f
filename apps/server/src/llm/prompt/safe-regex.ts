/**
 * Lore keys written as /pattern/flags are regexes chosen by card creators — untrusted input run
 * against every chat turn. JavaScript regexes cannot be interrupted, so a pattern that backtracks
 * catastrophically would stall the whole server; such patterns are refused up front instead.
 */

export const MAX_REGEX_KEY_LENGTH = 200;

const REGEX_KEY = /^\/([\s\S]+)\/([a-z]*)$/;
const KNOWN_FLAGS = /^[dgimsuvy]*$/;

export function isRegexKey(key: string): boolean {
  return REGEX_KEY.test(key);
}

/** Compiles a /pattern/flags key, or returns null when it is invalid or unsafe (it then never matches). */
export function compileRegexKey(key: string): RegExp | null {
  const parts = REGEX_KEY.exec(key);
  if (!parts) return null;
  const pattern = parts[1] ?? "";
  const flags = parts[2] ?? "";
  if (pattern.length > MAX_REGEX_KEY_LENGTH || !KNOWN_FLAGS.test(flags)) return null;
  if (hasUnsafeRepetition(pattern)) return null;
  try {
    // g and y make test() stateful through lastIndex, which would make a cached matcher flaky.
    return new RegExp(pattern, flags.replace(/[gy]/g, ""));
  } catch {
    return null;
  }
}

interface GroupFrame {
  containsRepetition: boolean;
  containsAlternation: boolean;
}

const COUNTED_REPETITION = /^\{\d+(,\d*)?\}/;

/** Length of the repetition quantifier at `index` (+, *, {n,m}), or 0. `?` repeats at most once, so it is harmless. */
function repetitionLength(pattern: string, index: number): number {
  const char = pattern[index];
  if (char === "+" || char === "*") return 1;
  if (char === "{") return COUNTED_REPETITION.exec(pattern.slice(index))?.[0].length ?? 0;
  return 0;
}

/**
 * Finds the shapes behind catastrophic backtracking: a repeated group that itself contains a
 * repetition, like (a+)+ or (\w*x?)*, or alternatives, like (a|a)*. This is conservative — it also
 * refuses some harmless patterns such as (cat|dog)+ — because a lore key never needs them.
 */
export function hasUnsafeRepetition(pattern: string): boolean {
  const stack: GroupFrame[] = [{ containsRepetition: false, containsAlternation: false }];
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index];
    const top = stack[stack.length - 1]!;
    if (char === "\\") {
      index += 2;
      continue;
    }
    if (char === "[") {
      index = endOfCharacterClass(pattern, index);
      continue;
    }
    if (char === "(") {
      stack.push({ containsRepetition: false, containsAlternation: false });
      index += 1;
      continue;
    }
    if (char === ")") {
      const group = stack.length > 1 ? stack.pop()! : top;
      const parent = stack[stack.length - 1]!;
      const repeated = repetitionLength(pattern, index + 1) > 0;
      if (repeated && (group.containsRepetition || group.containsAlternation)) return true;
      parent.containsRepetition ||= group.containsRepetition || repeated;
      index += 1;
      continue;
    }
    if (char === "|") top.containsAlternation = true;
    const repetition = repetitionLength(pattern, index);
    if (repetition > 0) {
      top.containsRepetition = true;
      index += repetition;
      continue;
    }
    index += 1;
  }
  return false;
}

/** Index just past the class that opens at `start`; an unterminated class runs to the end. */
function endOfCharacterClass(pattern: string, start: number): number {
  let index = start + 1;
  while (index < pattern.length) {
    const char = pattern[index];
    if (char === "\\") index += 2;
    else if (char === "]") return index + 1;
    else index += 1;
  }
  return index;
}
