import { planBudget } from "./budget.ts";
import { buildDocumentsText } from "./documents.ts";
import { EXAMPLES_HEADER, formatExamples, splitExampleBlocks } from "./examples.ts";
import { activateLore, normalizeLoreSettings } from "./lore-activation.ts";
import type { LoreCandidate } from "./lore-budget.ts";
import { expandMacros, type MacroNames } from "./macros.ts";
import { buildFixedTexts, buildMemoryText } from "./sections.ts";
import {
  countTokens,
  countTokensByLine,
  MESSAGE_FRAMING_TOKENS,
  PART_SEPARATOR,
  separatorTokens,
} from "./tokens.ts";
import type {
  AssembledMessage,
  AssembledPrompt,
  PromptInput,
  PromptSection,
  PromptSectionName,
} from "./types.ts";

/*
 * Token accounting is additive: every piece is counted once on its own (and cached), and the
 * pieces' counts add up to the prompt. A whole message costs its text plus MESSAGE_FRAMING_TOKENS;
 * every part of the system message after the first (the system prompt, which is never empty) also
 * costs the blank line that joins it. Counting the concatenated text instead would retokenize the
 * whole prompt on every turn; the additive sum stays within a token or so per join of the real
 * count, and errs high, so the budget holds.
 */

function macroNames(input: PromptInput): MacroNames {
  const personaName = input.persona?.name.trim() ?? "";
  return {
    char: input.character.name.trim(),
    user: personaName !== "" ? personaName : input.userName.trim(),
  };
}

function wholeTokens(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

/** The newest user message and anything after it must reach the model, or the reply answers nothing. */
function firstKeptMessage(history: readonly AssembledMessage[]): number {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    if (history[index]?.role === "user") return index;
  }
  return Math.max(0, history.length - 1);
}

function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

export function assemblePrompt(input: PromptInput): AssembledPrompt {
  const names = macroNames(input);
  const settings = normalizeLoreSettings(input.loreSettings);
  const separator = separatorTokens();
  const partCost = (text: string) => (text === "" ? 0 : countTokens(text) + separator);
  const messageCost = (text: string) => countTokens(text) + MESSAGE_FRAMING_TOKENS;
  // The memory changes a line at a time (the rolling summary gains lines every few turns), so it is
  // counted line by line: tokenizing the whole summary anew cost more than the rest of assembly.
  const memoryCost = (text: string) => (text === "" ? 0 : countTokensByLine(text) + separator);

  const fixed = buildFixedTexts(input, names);
  // Passages come already fitted to their own budget (pdf retrieval), so they are a fixed part here.
  const documents = buildDocumentsText(input.documents);
  const memoryCore = buildMemoryText(input.memories, names, false);
  const memoryWithSummary = buildMemoryText(input.memories, names, true);

  // Stored greetings keep their raw macros, so a persona switch renames the user in old messages too.
  const history = input.history.map(
    (message): AssembledMessage => ({ role: message.role, content: expandMacros(message.content, names) }),
  );
  const historyCosts = history.map((message) => messageCost(message.content));

  const lore = activateLore(
    input.lore,
    history.map((message) => message.content),
    settings,
  ).map((entry): LoreCandidate => {
    const text = expandMacros(entry.content, names).trim();
    return { entry, text, cost: partCost(text) };
  });

  const exampleBlocks = splitExampleBlocks(input.character.exampleDialogue, names);
  const exampleCosts = exampleBlocks.map((block, index) => countTokens(block) + (index > 0 ? separator : 0));
  const examplesHeaderCost = separator + countTokens(EXAMPLES_HEADER);

  const postHistoryCost = fixed.post_history === "" ? 0 : messageCost(fixed.post_history);
  const budget = wholeTokens(input.contextWindow - input.maxReplyTokens);
  const plan = planBudget({
    budget,
    fixedCost:
      messageCost(fixed.system) +
      partCost(fixed.persona) +
      partCost(fixed.character) +
      partCost(fixed.scenario) +
      partCost(documents) +
      memoryCost(memoryCore) +
      postHistoryCost,
    summaryCost: memoryCost(memoryWithSummary) - memoryCost(memoryCore),
    loreCap: wholeTokens(settings.budgetRatio * input.contextWindow),
    lore,
    historyCosts,
    keptHistoryFrom: history.length === 0 ? 0 : firstKeptMessage(history),
    examplesHeaderCost,
    exampleCosts,
  });

  const loreBefore = plan.lore.included.filter(({ entry }) => entry.placement !== "after_char");
  const loreAfter = plan.lore.included.filter(({ entry }) => entry.placement === "after_char");
  const memory = plan.includeSummary ? memoryWithSummary : memoryCore;
  const examples = exampleBlocks.slice(0, plan.examplesIncluded);
  const includedHistory = history.slice(plan.historyFrom);

  const tokens: Record<PromptSectionName, number> = {
    system: messageCost(fixed.system),
    persona: partCost(fixed.persona),
    lore_before: sum(loreBefore.map(({ cost }) => cost)),
    character: partCost(fixed.character),
    scenario: partCost(fixed.scenario),
    lore_after: sum(loreAfter.map(({ cost }) => cost)),
    documents: partCost(documents),
    memory: memoryCost(memory),
    examples: examples.length === 0 ? 0 : examplesHeaderCost + sum(exampleCosts.slice(0, examples.length)),
    history: sum(historyCosts.slice(plan.historyFrom)),
    post_history: postHistoryCost,
  };
  // Prompt order, which is also the order a creator reads them in the debug view.
  const sections: PromptSection[] = (Object.keys(tokens) as PromptSectionName[]).map((name) => ({
    name,
    tokens: tokens[name],
  }));

  const systemContent = [
    fixed.system,
    fixed.persona,
    ...loreBefore.map(({ text }) => text),
    fixed.character,
    fixed.scenario,
    ...loreAfter.map(({ text }) => text),
    documents,
    memory,
    formatExamples(examples),
  ]
    .filter((part) => part !== "")
    .join(PART_SEPARATOR);
  const messages: AssembledMessage[] = [{ role: "system", content: systemContent }, ...includedHistory];
  if (fixed.post_history !== "") messages.push({ role: "system", content: fixed.post_history });

  return {
    messages,
    sections,
    totalTokens: sum(sections.map((section) => section.tokens)),
    budget,
    historyIncluded: includedHistory.length,
    historyDropped: plan.historyFrom,
    examplesIncluded: examples.length,
    examplesDropped: exampleBlocks.length - examples.length,
    activatedLore: plan.lore.included.map(({ entry }) => entry.id),
    loreDropped: plan.lore.dropped.map(({ entry }) => entry.id),
  };
}
