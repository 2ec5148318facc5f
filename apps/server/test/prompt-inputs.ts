import {
  DEFAULT_LORE_SETTINGS,
  type PromptCharacter,
  type PromptInput,
  type PromptLoreEntry,
} from "../src/llm/prompt/types.ts";

/** Prompt inputs shared by the prompt tests (src/llm/prompt); each test overrides only what it is about. */

export function makeCharacter(overrides: Partial<PromptCharacter> = {}): PromptCharacter {
  return {
    name: "Mira",
    description: "{{char}} keeps the lighthouse on Gull Rock.",
    personality: "Patient, dry-humoured, fond of storms.",
    scenario: "{{user}} arrives at the lighthouse during a gale.",
    exampleDialogue: "<START>\n{{user}}: Hello?\n{{char}}: Shut the door, the wind bites.",
    systemPrompt: "",
    postHistoryInstructions: "",
    prompt: "",
    dialogueStyle: "",
    mantra: "",
    supplementalInfo: "",
    ...overrides,
  };
}

export function makeLore(overrides: Partial<PromptLoreEntry> & { id: string }): PromptLoreEntry {
  return {
    keys: [],
    secondaryKeys: [],
    content: `Lore ${overrides.id}.`,
    enabled: true,
    constant: false,
    selective: false,
    selectiveLogic: 0,
    caseSensitive: false,
    matchWholeWords: true,
    insertionOrder: 100,
    priority: null,
    placement: "before_char",
    scanDepth: null,
    preventRecursion: false,
    ...overrides,
  };
}

export function makeInput(overrides: Partial<PromptInput> = {}): PromptInput {
  return {
    character: makeCharacter(),
    userName: "Sam",
    persona: null,
    lore: [],
    loreSettings: DEFAULT_LORE_SETTINGS,
    memories: { pinned: [], custom: "", summary: "" },
    history: [{ role: "user", content: "Is anyone here?" }],
    contextWindow: 8192,
    maxReplyTokens: 512,
    ...overrides,
  };
}

/** A chat of `count` alternating messages, oldest first, ending with the user's. */
export function makeHistory(count: number, words = 20): PromptInput["history"] {
  return Array.from({ length: count }, (_, index) => ({
    role: (count - index) % 2 === 1 ? ("user" as const) : ("assistant" as const),
    content: `Message ${index}: ${"the storm keeps rolling over the rocks ".repeat(Math.ceil(words / 7)).trim()}`,
  }));
}
