/**
 * How deeply a JSON text nests arrays and objects, read without parsing it. JSON.parse copes with
 * any depth, but JSON.stringify, PostgreSQL's jsonb and every later reader recurse: a card of a
 * hundred thousand brackets must be refused before it is parsed, not when it is stored.
 * Stops counting as soon as `limit` is passed. Strings, most of a card, are skipped with indexOf
 * rather than a character at a time: the scan runs on the event loop, and this makes it several
 * times faster on a megabytes-long card.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === 0x22) {
      i = closingQuote(text, i);
      if (i === -1) return false;
    } else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/** The quote that ends the string opened at `open`: one not escaped by an odd run of backslashes. */
function closingQuote(text: string, open: number): number {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at === -1) return -1;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}
