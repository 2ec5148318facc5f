/**
 * Prompt assembly for character chat: pure functions from a character, its lore, memories and the
 * chat history to the messages sent to the model, with token counts per section for the debug view.
 */
export { assemblePrompt } from "./assemble.ts";
export { activateLore } from "./lore-activation.ts";
export { expandMacros } from "./macros.ts";
export { DEFAULT_SYSTEM_PROMPT } from "./system-prompt.ts";
export { countTokens, MESSAGE_FRAMING_TOKENS } from "./tokens.ts";
export {
  type AssembledMessage,
  type AssembledPrompt,
  DEFAULT_LORE_SETTINGS,
  type LoreSettings,
  type PromptCharacter,
  type PromptDocuments,
  type PromptInput,
  type PromptLoreEntry,
  type PromptMessage,
  type PromptPassage,
  type PromptSection,
  type PromptSectionName,
} from "./types.ts";
