/**
 * How deeply a JSON text nests arrays and objects, read without parsing it. JSON.parse copes with
 * any depth, but JSON.stringify, PostgreSQL's jsonb and every later reader recurse: a card of a
 * hundred thousand brackets must be refused before it is parsed, not when it is stored.
 * Stops counting as soon as `limit` is passed.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character, including a quote
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}
