/** A piece of a message: plain text, or text wrapped in a named tag such as `<tos>Terms</tos>`. */
export type TaggedPart = { text: string; tag?: string };

/**
 * Splits a catalog message with simple `<name>…</name>` tags (no nesting) into parts, so a screen can
 * wrap those words in links while translators keep the whole sentence in one string. Does the job of
 * react-i18next's <Trans> without its HTML parser on the first download.
 */
export function splitTagged(message: string): TaggedPart[] {
  const parts: TaggedPart[] = [];
  const pattern = /<([A-Za-z][\w-]*)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (const match of message.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: message.slice(last, match.index) });
    parts.push({ text: match[2] ?? "", tag: match[1] });
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push({ text: message.slice(last) });
  return parts;
}
