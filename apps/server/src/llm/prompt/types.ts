import type { PromptSectionName } from "@fable/contract";

/** The character card fields that reach the prompt; the chat service maps a bot row onto this. */
export interface PromptCharacter {
  /** Substituted for {{char}} and <BOT>. */
  name: string;
  description: string;
  personality: string;
  scenario: string;
  /** Blocks separated by "<START>", as in Character Card V2. */
  exampleDialogue: string;
  /** The card's system_prompt; "" means the default, and {{original}} inside it stands for the default. */
  systemPrompt: string;
  postHistoryInstructions: string;
  /** Fable's own "prompt" field: the creator's extra instructions, placed with the system prompt. */
  prompt: string;
  dialogueStyle: string;
  mantra: string;
  supplementalInfo: string;
}

export interface PromptLoreEntry {
  id: string;
  keys: string[];
  secondaryKeys: string[];
  content: string;
  enabled: boolean;
  constant: boolean;
  selective: boolean;
  /** SillyTavern extensions.selectiveLogic: 0 AND_ANY (default), 1 NOT_ALL, 2 NOT_ANY, 3 AND_ALL */
  selectiveLogic: 0 | 1 | 2 | 3;
  caseSensitive: boolean;
  /** Cards rarely set this; the call site should default it to true. */
  matchWholeWords: boolean;
  insertionOrder: number;
  priority: number | null;
  /** Anything other than after_char maps to before_char at the call site. */
  placement: "before_char" | "after_char";
  /** Overrides the book's scan depth for this entry. */
  scanDepth: number | null;
  /** This entry's content does not activate other entries during recursion. */
  preventRecursion: boolean;
}

export interface LoreSettings {
  /** How many of the latest messages are scanned for keys. */
  scanDepth: number;
  /** Whether activated entries' content is scanned for further keys. */
  recursive: boolean;
  maxRecursionSteps: number;
  /** Share of the context window that lore may take. */
  budgetRatio: number;
}

export const DEFAULT_LORE_SETTINGS: LoreSettings = Object.freeze({
  scanDepth: 2,
  recursive: false,
  maxRecursionSteps: 3,
  budgetRatio: 0.25,
});

/** A passage of the bot's PDF retrieved for the latest message, with the page it cites. */
export interface PromptPassage {
  page: number;
  text: string;
}

/** What the bot's documents give this reply (docs/product.md#pdf-bots). */
export interface PromptDocuments {
  /** Best first, already within their token budget. */
  passages: PromptPassage[];
  /** A PDF bot answers only from its document (and says when it has nothing); other bots use passages like lore. */
  onlySource: boolean;
}

export interface PromptMessage {
  role: "user" | "assistant";
  content: string;
}

export interface PromptInput {
  character: PromptCharacter;
  /** Substituted for {{user}} and <USER> unless a persona names the user differently. */
  userName: string;
  /** The user's mask; its name replaces userName for {{user}}. */
  persona: { name: string; description: string } | null;
  lore: PromptLoreEntry[];
  loreSettings: LoreSettings;
  /** Passages of the bot's ready PDFs for the latest message; absent when it has none. */
  documents?: PromptDocuments;
  /** summary = rolling summary of the messages that fell out of context. */
  memories: { pinned: string[]; custom: string; summary: string };
  /** Oldest first; the last one is usually the new user message. */
  history: PromptMessage[];
  /** The reply carries on the last assistant message of the history ("continue") instead of answering. */
  continuation?: boolean;
  contextWindow: number;
  maxReplyTokens: number;
}

/** The sections in prompt order: the contract names them, since the prompt view (/v1/chat/debugPrompt) shows them. */
export type { PromptSectionName };

export interface PromptSection {
  name: PromptSectionName;
  tokens: number;
}

export interface AssembledMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface AssembledPrompt {
  /** Ready for the AI SDK (ModelMessage-compatible). */
  messages: AssembledMessage[];
  /** Every section in prompt order, empty ones with 0 tokens, so a debug view has a stable shape. */
  sections: PromptSection[];
  /** Sum of the sections. Above budget only when the fixed sections plus the newest message alone exceed it. */
  totalTokens: number;
  budget: number;
  historyIncluded: number;
  /** The oldest messages that did not fit. */
  historyDropped: number;
  examplesIncluded: number;
  examplesDropped: number;
  /** Ids of the lore entries in the prompt, in insertion order. */
  activatedLore: string[];
  /** Ids of entries that activated but were cut by the lore budget, so a creator can see why one is missing. */
  loreDropped: string[];
}
