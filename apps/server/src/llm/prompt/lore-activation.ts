import { type CompiledKey, compileKeys, ScanText } from "./key-matcher.ts";
import type { LoreSettings, PromptLoreEntry } from "./types.ts";

/** Settings come from lore books edited by creators; odd values degrade to something sane instead of throwing. */
export function normalizeLoreSettings(settings: LoreSettings): LoreSettings {
  const wholeOrZero = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);
  const ratio = Number.isFinite(settings.budgetRatio) ? settings.budgetRatio : 0;
  return {
    scanDepth: wholeOrZero(settings.scanDepth),
    recursive: settings.recursive,
    maxRecursionSteps: wholeOrZero(settings.maxRecursionSteps),
    budgetRatio: Math.min(1, Math.max(0, ratio)),
  };
}

interface CompiledEntry {
  entry: PromptLoreEntry;
  index: number;
  scanDepth: number;
  primary: CompiledKey[];
  secondary: CompiledKey[];
}

function matchesAny(keys: CompiledKey[], text: ScanText): boolean {
  return keys.some((key) => key?.matches(text) === true);
}

function matchesAll(keys: CompiledKey[], text: ScanText): boolean {
  return keys.every((key) => key?.matches(text) === true);
}

function entryMatches({ entry, primary, secondary }: CompiledEntry, text: ScanText): boolean {
  if (!matchesAny(primary, text)) return false;
  // SillyTavern treats a selective entry without secondary keys as a plain one.
  if (!entry.selective || secondary.length === 0) return true;
  switch (entry.selectiveLogic) {
    case 1:
      return !matchesAll(secondary, text);
    case 2:
      return !matchesAny(secondary, text);
    case 3:
      return matchesAll(secondary, text);
    default:
      return matchesAny(secondary, text);
  }
}

function compileEntry(entry: PromptLoreEntry, index: number, settings: LoreSettings): CompiledEntry {
  const options = { caseSensitive: entry.caseSensitive, matchWholeWords: entry.matchWholeWords };
  const override = entry.scanDepth;
  const scanDepth =
    override !== null && Number.isFinite(override) && override >= 0
      ? Math.floor(override)
      : settings.scanDepth;
  return {
    entry,
    index,
    scanDepth,
    primary: compileKeys(entry.keys, options),
    secondary: compileKeys(entry.secondaryKeys, options),
  };
}

/**
 * The text each entry scans: the last `depth` messages, plus (during recursion) the content
 * activated so far. Built once per distinct depth and round, since most entries share the book's depth.
 */
function scanTexts(messages: readonly string[], extra: string): (depth: number) => ScanText {
  const byDepth = new Map<number, ScanText>();
  return (depth) => {
    let scan = byDepth.get(depth);
    if (scan === undefined) {
      const recent = depth === 0 ? "" : messages.slice(-depth).join("\n");
      scan = new ScanText(extra === "" ? recent : `${recent}\n${extra}`);
      byDepth.set(depth, scan);
    }
    return scan;
  };
}

/**
 * Which lore entries apply to the latest messages (oldest first in `recentMessages`). Returns the
 * activated entries in insertion order; the token budget is applied later, by the assembler.
 */
export function activateLore(
  entries: PromptLoreEntry[],
  recentMessages: string[],
  settings: LoreSettings,
): PromptLoreEntry[] {
  const normalized = normalizeLoreSettings(settings);
  const recentText = scanTexts(recentMessages, "");
  const candidates = entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.enabled)
    .map(({ entry, index }) => compileEntry(entry, index, normalized));

  const activated = new Set<CompiledEntry>();
  let newlyActivated: CompiledEntry[] = [];
  for (const candidate of candidates) {
    if (candidate.entry.constant || entryMatches(candidate, recentText(candidate.scanDepth))) {
      activated.add(candidate);
      newlyActivated.push(candidate);
    }
  }

  if (normalized.recursive) {
    // Activated content joins the scanned text, so an entry about a city can pull in its ruler's entry.
    let recursionText = "";
    for (let step = 0; step < normalized.maxRecursionSteps; step += 1) {
      const added = newlyActivated
        .filter(({ entry }) => !entry.preventRecursion && entry.content.trim() !== "")
        .map(({ entry }) => entry.content)
        .join("\n");
      if (added === "") break;
      recursionText = recursionText === "" ? added : `${recursionText}\n${added}`;
      newlyActivated = [];
      const roundText = scanTexts(recentMessages, recursionText);
      for (const candidate of candidates) {
        if (!activated.has(candidate) && entryMatches(candidate, roundText(candidate.scanDepth))) {
          newlyActivated.push(candidate);
        }
      }
      // Marked only after the round: content found in this round is scanned in the next, and each round is one step.
      for (const candidate of newlyActivated) activated.add(candidate);
    }
  }

  return [...activated].sort(byInsertionOrder).map(({ entry }) => entry);
}

function byInsertionOrder(a: CompiledEntry, b: CompiledEntry): number {
  return a.entry.insertionOrder - b.entry.insertionOrder || a.index - b.index;
}
