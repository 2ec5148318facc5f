/** A piece of a character message: narration between asterisks is an action (UI.md "Chat"). */
export type MessagePart = { text: string; action: boolean };

/**
 * Fills the card placeholders of a greeting: `{{char}}` / `<BOT>` become the character's name and
 * `{{user}}` / `<USER>` the reader's, as the chat will show them.
 */
export function fillPlaceholders(text: string, names: { char: string; user: string }): string {
  return text
    .replace(/\{\{\s*char\s*\}\}|<bot>/gi, names.char)
    .replace(/\{\{\s*user\s*\}\}|<user>/gi, names.user);
}

/** Splits `*actions*` from speech; an unpaired asterisk stays as plain text. */
export function splitActions(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(/\*([^*\n]+)\*/g)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), action: false });
    parts.push({ text: match[1]!, action: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), action: false });
  return parts;
}

/** The greeting first, then the alternates, without blanks or repeats. */
export function greetingPages(greeting: string, alternates: readonly string[]): string[] {
  const pages: string[] = [];
  for (const text of [greeting, ...alternates]) {
    if (text.trim() && !pages.includes(text)) pages.push(text);
  }
  return pages;
}

/** The page after a step, wrapping around both ends. */
export function stepPage(current: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((current + step) % total) + total) % total;
}
