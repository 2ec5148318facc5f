/**
 * Fills the card placeholders of a greeting: `{{char}}` / `<BOT>` become the character's name and
 * `{{user}}` / `<USER>` the reader's, as the chat will show them.
 */
export function fillPlaceholders(text: string, names: { char: string; user: string }): string {
  return text
    .replace(/\{\{\s*char\s*\}\}|<bot>/gi, names.char)
    .replace(/\{\{\s*user\s*\}\}|<user>/gi, names.user);
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
