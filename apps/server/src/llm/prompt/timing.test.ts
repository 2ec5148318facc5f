import { expect, it } from "vitest";
import { makeCharacter, makeInput, makeLore } from "../../../test/prompt-inputs.ts";
import { assemblePrompt } from "./index.ts";
import { clearTokenCache } from "./tokens.ts";
import type { PromptInput } from "./types.ts";

/*
 * A self-check, not a benchmark (npm run bench owns those) and not a timed assertion: it prints how
 * long assembly takes for the reference case so a regression is visible in the test log.
 */

const WORDS =
  "the lantern flickers while waves break over the black rocks and gulls cry somewhere above".split(" ");

function sentence(seed: number, length: number): string {
  return Array.from({ length }, (_, index) => WORDS[(seed * 7 + index * 3) % WORDS.length]).join(" ");
}

function referenceInput(): PromptInput {
  const lore = Array.from({ length: 100 }, (_, index) =>
    makeLore({
      id: `lore-${index}`,
      keys: index % 10 === 0 ? [`/place[- ]?${index}/i`] : [`place${index}`, `Person ${index}`],
      secondaryKeys: index % 4 === 0 ? ["storm", "tide"] : [],
      selective: index % 4 === 0,
      selectiveLogic: (index % 4) as 0 | 1 | 2 | 3,
      constant: index % 25 === 0,
      insertionOrder: index,
      priority: index % 7,
      content: `${sentence(index, 40)} (place${index + 1})`,
    }),
  );
  const history = Array.from({ length: 500 }, (_, index) => ({
    role: index % 2 === 0 ? ("user" as const) : ("assistant" as const),
    content: `${sentence(index, 20 + (index % 60))} place${index % 120}`,
  }));
  return makeInput({
    character: makeCharacter({
      exampleDialogue: `<START>\n{{user}}: hi\n{{char}}: ${sentence(1, 40)}`.repeat(3),
    }),
    lore,
    loreSettings: { scanDepth: 4, recursive: true, maxRecursionSteps: 3, budgetRatio: 0.25 },
    memories: { pinned: ["Sam fears the dark."], custom: "Mira hums.", summary: sentence(3, 200) },
    history,
    contextWindow: 32_768,
    maxReplyTokens: 1024,
  });
}

function milliseconds(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

it("prints the assembly time for 500 messages and 100 lore entries", () => {
  const input = referenceInput();
  clearTokenCache();
  const cold = milliseconds(() => assemblePrompt(input));

  const warm: number[] = [];
  for (let run = 0; run < 50; run += 1) warm.push(milliseconds(() => assemblePrompt(input)));
  warm.sort((a, b) => a - b);

  // The realistic turn: the same chat read afresh from the database (new string objects), plus a new message.
  const nextTurns: number[] = [];
  for (let turn = 0; turn < 50; turn += 1) {
    const copy = structuredClone(input);
    const next = {
      ...copy,
      history: [...copy.history, { role: "user" as const, content: `turn ${turn} place7` }],
    };
    nextTurns.push(milliseconds(() => assemblePrompt(next)));
  }
  nextTurns.sort((a, b) => a - b);

  const result = assemblePrompt(input);
  const median = (values: number[]) => values[Math.floor(values.length / 2)]?.toFixed(2);
  console.log(
    `prompt assembly, 500 messages + 100 lore entries: cold ${cold.toFixed(1)} ms (tokenizing everything), ` +
      `warm median ${median(warm)} ms, next turn median ${median(nextTurns)} ms; ` +
      `${result.totalTokens}/${result.budget} tokens, ${result.historyIncluded} messages, ${result.activatedLore.length} lore entries`,
  );
  expect(result.totalTokens).toBeLessThanOrEqual(result.budget);
});
