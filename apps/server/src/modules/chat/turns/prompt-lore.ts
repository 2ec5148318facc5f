import { DEFAULT_LORE_SETTINGS, type LoreSettings, type PromptLoreEntry } from "../../../llm/prompt/index.ts";
import type { BotRow, loreEntries } from "../../bots/bots.schema.ts";

type LoreRow = typeof loreEntries.$inferSelect;
type Extensions = Record<string, unknown>;

const numberOr = <T>(value: unknown, fallback: T) =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

/** A stored lore entry as the prompt builder reads it; SillyTavern settings come from its extensions. */
export function toPromptLore(row: LoreRow): PromptLoreEntry {
  const extensions = (((row.entryData ?? {}) as { extensions?: Extensions }).extensions ?? {}) as Extensions;
  const logic = numberOr(extensions.selectiveLogic, 0);
  return {
    id: String(row.id),
    keys: row.keywords,
    secondaryKeys: row.secondaryKeys,
    content: row.content,
    enabled: row.enabled,
    constant: row.constant,
    selective: row.selective,
    selectiveLogic: ([0, 1, 2, 3] as const).find((value) => value === logic) ?? 0,
    caseSensitive: row.caseSensitive,
    matchWholeWords: typeof extensions.match_whole_words === "boolean" ? extensions.match_whole_words : true,
    insertionOrder: row.insertionOrder,
    priority: row.priority,
    placement: row.placement === "after_char" ? "after_char" : "before_char",
    scanDepth: typeof extensions.scan_depth === "number" ? extensions.scan_depth : null,
    preventRecursion: extensions.prevent_recursion === true,
  };
}

/** The card's lorebook settings (scan depth, recursion, budget) over the defaults. */
export function loreSettingsOf(bot: BotRow, contextWindow: number): LoreSettings {
  const book = ((bot.cardData ?? {}) as { loreBook?: Record<string, unknown> | null }).loreBook ?? {};
  const tokenBudget = numberOr(book.tokenBudget, null);
  return {
    ...DEFAULT_LORE_SETTINGS,
    scanDepth: numberOr(book.scanDepth, DEFAULT_LORE_SETTINGS.scanDepth),
    recursive: book.recursiveScanning === true,
    budgetRatio:
      tokenBudget && tokenBudget > 0
        ? Math.min(1, tokenBudget / contextWindow)
        : DEFAULT_LORE_SETTINGS.budgetRatio,
  };
}
