// Prompt assembly for a 500-message chat with 100 lore entries (issue target ≤ 5 ms): run by
// scripts/bench.mjs with `node --import tsx`; prints one JSON line.
import { assemblePrompt, DEFAULT_LORE_SETTINGS, type PromptInput } from "../src/llm/prompt/index.ts";

const words = "lantern river harbour compass forest storm map tide ember orchard".split(" ");
const sentence = (index: number) =>
  Array.from({ length: 18 }, (_, word) => words[(index * 7 + word * 3) % words.length]).join(" ");

function input(turn: number): PromptInput {
  return {
    character: {
      name: "Wren",
      description: sentence(1).repeat(6),
      personality: sentence(2).repeat(3),
      scenario: sentence(3).repeat(3),
      exampleDialogue: `<START>\n{{user}}: ${sentence(4)}\n{{char}}: ${sentence(5)}\n<START>\n{{user}}: ${sentence(6)}\n{{char}}: ${sentence(7)}`,
      systemPrompt: "",
      postHistoryInstructions: "Stay in character.",
      prompt: "",
      dialogueStyle: "",
      mantra: "",
      supplementalInfo: "",
    },
    userName: "Ada",
    persona: { name: "Ada", description: "A sailor." },
    lore: Array.from({ length: 100 }, (_, index) => ({
      id: String(index),
      keys: [`${words[index % words.length]}${index}`, words[(index + 3) % words.length]!],
      secondaryKeys: [],
      content: sentence(index + 11),
      enabled: true,
      constant: index % 25 === 0,
      selective: false,
      selectiveLogic: 0 as const,
      caseSensitive: false,
      matchWholeWords: true,
      insertionOrder: index,
      priority: index % 5,
      placement: index % 2 === 0 ? ("before_char" as const) : ("after_char" as const),
      scanDepth: null,
      preventRecursion: false,
    })),
    loreSettings: DEFAULT_LORE_SETTINGS,
    memories: { pinned: [sentence(8)], custom: sentence(9), summary: sentence(10).repeat(4) },
    history: Array.from({ length: 500 + turn }, (_, index) => ({
      role: index % 2 === 0 ? ("user" as const) : ("assistant" as const),
      content: `${sentence(index)} (${index})`,
    })),
    contextWindow: 8192,
    maxReplyTokens: 512,
  };
}

const cold = performance.now();
assemblePrompt(input(0));
const coldMs = performance.now() - cold;
const times: number[] = [];
for (let turn = 1; turn <= 200; turn += 1) {
  const next = input(turn);
  const started = performance.now();
  assemblePrompt(next);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2));
console.log(
  JSON.stringify({
    turns: times.length,
    coldMs: Number(coldMs.toFixed(1)),
    p50: at(0.5),
    p95: at(0.95),
    max: at(1),
  }),
);
