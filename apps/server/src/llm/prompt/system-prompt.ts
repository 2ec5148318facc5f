/**
 * Written for Fable. Kept short because every token here is repeated on every turn; the card's
 * own fields carry the specifics.
 */
export const DEFAULT_SYSTEM_PROMPT = [
  "You are {{char}}, in an ongoing roleplay with {{user}}.",
  "Stay in character: speak, think and act as {{char}} would, true to the personality, background and scenario below.",
  "Write only {{char}}'s words and actions; never speak, act or decide for {{user}}.",
  "Keep replies vivid and concise, move the story forward, and answer in the language {{user}} writes in.",
].join(" ");

const ORIGINAL = /\{\{\s*original\s*\}\}/gi;

/**
 * A card's system_prompt replaces the default; Character Card V2 lets it embed the default through
 * {{original}} so a creator can add to it rather than rewrite it.
 */
export function resolveSystemPrompt(cardSystemPrompt: string): string {
  const card = cardSystemPrompt.trim();
  if (card === "") return DEFAULT_SYSTEM_PROMPT;
  return card.replace(ORIGINAL, () => DEFAULT_SYSTEM_PROMPT);
}

/**
 * Post-history instructions may also say {{original}}; Fable has no default post-history
 * instruction, so it stands for nothing and must not reach the model as a literal placeholder.
 */
export function resolvePostHistoryInstructions(cardInstructions: string): string {
  return cardInstructions.replace(ORIGINAL, "").trim();
}
