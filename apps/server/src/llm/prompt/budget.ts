import { type LoreCandidate, selectLoreWithinBudget } from "./lore-budget.ts";

/** Token costs of everything that competes for the context window; see assemble.ts for how they are measured. */
export interface BudgetRequest {
  budget: number;
  /** Sections that are never trimmed: system, persona, character, scenario, pinned/custom memory, post-history. */
  fixedCost: number;
  /** What the memory summary adds (0 when there is none). */
  summaryCost: number;
  /** budgetRatio × context window. */
  loreCap: number;
  lore: readonly LoreCandidate[];
  /** Per history message, oldest first. */
  historyCosts: readonly number[];
  /** History from this index on is always kept: the newest user message and anything after it. */
  keptHistoryFrom: number;
  /** Cost of the examples header, paid once when any block is included. */
  examplesHeaderCost: number;
  /** Per example block, in card order, each with its separator. */
  exampleCosts: readonly number[];
}

export interface BudgetPlan {
  includeSummary: boolean;
  lore: { included: LoreCandidate[]; dropped: LoreCandidate[] };
  /** History messages from this index on are included. */
  historyFrom: number;
  examplesIncluded: number;
}

/**
 * Decides what fits, in order of what matters most for the next reply:
 * 1. the fixed sections and the newest user message — always, even past the budget, because a
 *    prompt without them is not worth sending (the caller sees totalTokens > budget);
 * 2. the memory summary, which stands in for everything that fell out of context;
 * 3. lore, within its own cap, so a long chat cannot crowd out the world;
 * 4. older history, newest first, stopping at the first message that does not fit (no gaps);
 * 5. example dialogue with whatever is left — examples only show style, which the history itself
 *    shows once the chat is long, so they give way before any history message does.
 */
export function planBudget(request: BudgetRequest): BudgetPlan {
  const { historyCosts } = request;
  let remaining = request.budget - request.fixedCost;
  for (let index = request.keptHistoryFrom; index < historyCosts.length; index += 1) {
    remaining -= historyCosts[index] ?? 0;
  }

  const includeSummary = request.summaryCost > 0 && request.summaryCost <= remaining;
  if (includeSummary) remaining -= request.summaryCost;

  const lore = selectLoreWithinBudget(request.lore, Math.max(0, Math.min(request.loreCap, remaining)));
  for (const candidate of lore.included) remaining -= candidate.cost;

  let historyFrom = request.keptHistoryFrom;
  while (historyFrom > 0) {
    const cost = historyCosts[historyFrom - 1] ?? 0;
    if (cost > remaining) break;
    remaining -= cost;
    historyFrom -= 1;
  }

  // Even leftover room too small for the next history message does not go to examples: a dropped
  // message is the conversation itself, so examples appear only once the whole history is in.
  let examplesIncluded = 0;
  if (historyFrom === 0 && request.exampleCosts.length > 0 && remaining >= request.examplesHeaderCost) {
    remaining -= request.examplesHeaderCost;
    for (const cost of request.exampleCosts) {
      if (cost > remaining) break;
      remaining -= cost;
      examplesIncluded += 1;
    }
  }

  return { includeSummary, lore, historyFrom, examplesIncluded };
}
