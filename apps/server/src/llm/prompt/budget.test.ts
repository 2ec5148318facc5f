import { describe, expect, it } from "vitest";
import { makeCharacter, makeHistory, makeInput, makeLore } from "../../../test/prompt-inputs.ts";
import { planBudget } from "./budget.ts";
import { assemblePrompt, countTokens } from "./index.ts";
import type { AssembledPrompt, PromptInput } from "./types.ts";

function withContext(input: PromptInput, contextWindow: number): PromptInput {
  return { ...input, contextWindow, maxReplyTokens: 100 };
}

const threeExamples = [
  "<START>",
  "{{user}}: FIRST example, rather long so it costs something real in tokens.",
  "<START>",
  "{{user}}: SECOND example, equally long so it costs something real in tokens.",
  "<START>",
  "{{user}}: THIRD example, equally long so it costs something real in tokens.",
].join("\n");

describe("assemblePrompt: history budget", () => {
  it("fills history newest-first and drops the oldest that do not fit", () => {
    const history = makeHistory(60);
    const prompt = assemblePrompt(withContext(makeInput({ history }), 900));
    expect(prompt.historyDropped).toBeGreaterThan(0);
    expect(prompt.historyIncluded + prompt.historyDropped).toBe(60);
    const included = prompt.messages.slice(1).map((message) => message.content);
    expect(included).toEqual(history.slice(prompt.historyDropped).map((message) => message.content));
    expect(prompt.totalTokens).toBeLessThanOrEqual(prompt.budget);
  });

  it("always keeps the newest user message, even past the budget, and drops everything optional", () => {
    const history = [...makeHistory(5), { role: "user" as const, content: "word ".repeat(400) }];
    const prompt = assemblePrompt({
      ...makeInput({
        history,
        lore: [makeLore({ id: "c", constant: true })],
        memories: { pinned: [], custom: "", summary: "A summary." },
      }),
      contextWindow: 300,
      maxReplyTokens: 100,
    });
    expect(prompt.messages.at(-1)?.content).toBe(history.at(-1)?.content);
    expect(prompt.historyIncluded).toBe(1);
    expect(prompt.historyDropped).toBe(5);
    expect(prompt.totalTokens).toBeGreaterThan(prompt.budget);
    expect(prompt.activatedLore).toEqual([]);
    expect(prompt.loreDropped).toEqual(["c"]);
    expect(prompt.examplesIncluded).toBe(0);
    expect(prompt.messages[0]?.content).not.toContain("A summary.");
  });

  it("keeps the newest user message and what follows it when the chat ends with the character", () => {
    const history = makeHistory(30);
    history.push({ role: "assistant", content: "A half-written reply to continue" });
    const prompt = assemblePrompt({ ...makeInput({ history }), contextWindow: 200, maxReplyTokens: 100 });
    expect(prompt.messages.slice(1).map((message) => message.content)).toEqual(
      history.slice(-2).map((message) => message.content),
    );
  });

  it("treats a budget at or below zero as zero", () => {
    const prompt = assemblePrompt({ ...makeInput(), contextWindow: 100, maxReplyTokens: 500 });
    expect(prompt.budget).toBe(0);
    expect(prompt.historyIncluded).toBe(1);
  });
});

describe("assemblePrompt: examples give way to history", () => {
  const input = makeInput({
    character: makeCharacter({ exampleDialogue: threeExamples }),
    history: makeHistory(40),
  });

  it("includes examples only while no history message is dropped, as a prefix of whole blocks", () => {
    let sawPartialExamples = false;
    let sawDroppedHistory = false;
    for (let contextWindow = 300; contextWindow <= 3000; contextWindow += 10) {
      const prompt = assemblePrompt(withContext(input, contextWindow));
      expect(prompt.totalTokens).toBeLessThanOrEqual(prompt.budget);
      if (prompt.historyDropped > 0) {
        sawDroppedHistory = true;
        expect(prompt.examplesIncluded).toBe(0);
      }
      if (prompt.examplesIncluded > 0 && prompt.examplesDropped > 0) sawPartialExamples = true;
      expect(prompt.examplesIncluded + prompt.examplesDropped).toBe(3);
      const system = prompt.messages[0]?.content ?? "";
      const shown = ["FIRST", "SECOND", "THIRD"].map((word) => system.includes(word));
      expect(shown).toEqual([0, 1, 2].map((index) => index < prompt.examplesIncluded));
    }
    expect(sawDroppedHistory).toBe(true);
    expect(sawPartialExamples).toBe(true);
  });
});

describe("assemblePrompt: lore budget", () => {
  const entries = [
    makeLore({ id: "low", constant: true, content: "LOWMARK ".repeat(40), priority: 1, insertionOrder: 1 }),
    makeLore({
      id: "high",
      keys: ["storm"],
      content: "HIGHMARK ".repeat(40),
      priority: 9,
      insertionOrder: 3,
    }),
    makeLore({ id: "mid", keys: ["storm"], content: "MIDMARK ".repeat(40), priority: 5, insertionOrder: 2 }),
    makeLore({
      id: "const",
      constant: true,
      content: "CONSTMARK ".repeat(40),
      priority: 0,
      insertionOrder: 4,
    }),
  ];
  const input = makeInput({
    lore: entries,
    loreSettings: { scanDepth: 2, recursive: false, maxRecursionSteps: 3, budgetRatio: 0.2 },
    history: [{ role: "user", content: "The storm is here." }],
  });

  it("keeps lore within budgetRatio × context, choosing constant, then priority, inserting in insertion order", () => {
    const sectionCost = (prompt: AssembledPrompt) =>
      prompt.sections.find((section) => section.name === "lore_before")?.tokens ?? 0;
    const entryCost = (id: string) =>
      countTokens(entries.find((entry) => entry.id === id)?.content.trim() ?? "") + countTokens("\n\n");
    // A context whose 20% share is exactly these entries' cost (the cap is floored to whole tokens).
    const contextFor = (...ids: string[]) => 5 * ids.reduce((total, id) => total + entryCost(id), 0) + 1;

    const tight = assemblePrompt(withContext(input, contextFor("low", "const")));
    expect(tight.activatedLore).toEqual(["low", "const"]);
    expect(tight.loreDropped).toEqual(["mid", "high"]);
    expect(sectionCost(tight)).toBe(entryCost("low") + entryCost("const"));

    // Room for three: the next by priority is "high", though "mid" comes first in insertion order.
    const three = assemblePrompt(withContext(input, contextFor("low", "const", "high")));
    expect(three.activatedLore).toEqual(["low", "high", "const"]);
    expect(three.loreDropped).toEqual(["mid"]);
    expect(sectionCost(three)).toBe(entryCost("low") + entryCost("const") + entryCost("high"));

    const all = assemblePrompt(withContext(input, contextFor("low", "const", "high", "mid")));
    expect(all.activatedLore).toEqual(["low", "mid", "high", "const"]);
    const system = all.messages[0]?.content ?? "";
    const order = ["LOWMARK", "MIDMARK", "HIGHMARK", "CONSTMARK"].map((mark) => system.indexOf(mark));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("gives lore nothing when the ratio is 0", () => {
    const prompt = assemblePrompt({ ...input, loreSettings: { ...input.loreSettings, budgetRatio: 0 } });
    expect(prompt.activatedLore).toEqual([]);
  });
});

describe("planBudget", () => {
  const base = {
    budget: 100,
    fixedCost: 40,
    summaryCost: 0,
    loreCap: 100,
    lore: [],
    historyCosts: [10, 10, 10, 10],
    keptHistoryFrom: 3,
    examplesHeaderCost: 2,
    exampleCosts: [5, 5],
  };

  it("gives way in order: examples, then older history, then lore, then the summary", () => {
    const lore = [{ entry: makeLore({ id: "l" }), text: "x", cost: 20 }];
    const shape = (budget: number) => {
      const plan = planBudget({ ...base, budget, summaryCost: 10, lore });
      return [plan.examplesIncluded, plan.historyFrom, plan.lore.included.length, plan.includeSummary];
    };
    // Fixed 40 + newest message 10 = 50; then summary 10, lore 20, three older messages 30, examples 2 + 5 + 5.
    expect(shape(122)).toEqual([2, 0, 1, true]);
    expect(shape(117)).toEqual([1, 0, 1, true]);
    expect(shape(110)).toEqual([0, 0, 1, true]);
    expect(shape(100)).toEqual([0, 1, 1, true]);
    expect(shape(80)).toEqual([0, 3, 1, true]);
    expect(shape(79)).toEqual([0, 2, 0, true]);
    expect(shape(60)).toEqual([0, 3, 0, true]);
    expect(shape(59)).toEqual([0, 3, 0, false]);
    expect(shape(10)).toEqual([0, 3, 0, false]);
  });

  it("skips a lore entry that does not fit but keeps looking for smaller ones", () => {
    const lore = [
      { entry: makeLore({ id: "big", priority: 9 }), text: "x", cost: 30 },
      { entry: makeLore({ id: "small", priority: 1 }), text: "y", cost: 5 },
    ];
    const plan = planBudget({ ...base, loreCap: 20, lore });
    expect(plan.lore.included.map(({ entry }) => entry.id)).toEqual(["small"]);
  });
});
