import type { PromptLoreEntry } from "./types.ts";

export interface LoreCandidate {
  entry: PromptLoreEntry;
  /** Macro-expanded content as it will appear in the prompt. */
  text: string;
  /** Tokens the entry adds to the prompt, separator included. */
  cost: number;
}

/** Unset priority counts as neutral (0): neither favoured nor sacrificed first. */
function priorityOf(entry: PromptLoreEntry): number {
  return entry.priority ?? 0;
}

/**
 * Character Card V2: when lore exceeds its budget, lower-priority entries go first. Constant entries
 * are the creator's "always include", so they outrank everything; ties keep insertion order.
 */
function byImportance(a: LoreCandidate, b: LoreCandidate): number {
  return (
    Number(b.entry.constant) - Number(a.entry.constant) ||
    priorityOf(b.entry) - priorityOf(a.entry) ||
    a.entry.insertionOrder - b.entry.insertionOrder
  );
}

/**
 * Picks entries by importance while they fit; one that does not fit is skipped rather than ending
 * the selection, so a single long entry does not shut out several short ones. Both lists keep the
 * candidates' own (insertion) order.
 */
export function selectLoreWithinBudget(
  candidates: readonly LoreCandidate[],
  budget: number,
): { included: LoreCandidate[]; dropped: LoreCandidate[] } {
  const chosen = new Set<LoreCandidate>();
  let remaining = budget;
  // Array.prototype.sort is stable, so equal importance falls back to the given order.
  for (const candidate of [...candidates].sort(byImportance)) {
    if (candidate.cost <= remaining) {
      chosen.add(candidate);
      remaining -= candidate.cost;
    }
  }
  return {
    included: candidates.filter((candidate) => chosen.has(candidate)),
    dropped: candidates.filter((candidate) => !chosen.has(candidate)),
  };
}
