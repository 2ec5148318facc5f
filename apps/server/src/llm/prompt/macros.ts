export interface MacroNames {
  char: string;
  user: string;
}

/**
 * Cards from different tools spell the same placeholders differently ({{Char}}, {{USER}}, the older
 * <BOT>/<USER>), so all of them are matched case-insensitively in a single pass — a single pass
 * also means a name that itself contains "{{user}}" is not expanded a second time.
 */
const MACRO = /\{\{\s*(char|user)\s*\}\}|<(bot|user)>/gi;

export function expandMacros(text: string, names: MacroNames): string {
  // Most chat messages contain no macro; indexOf rules that out far faster than running the regex.
  if (!text.includes("{{") && !text.includes("<")) return text;
  // A replacer function, not a replacement string, so "$&" in a name stays literal.
  return text.replace(MACRO, (_match, braced: string | undefined, angled: string | undefined) => {
    const which = (braced ?? angled ?? "").toLowerCase();
    return which === "user" ? names.user : names.char;
  });
}
