import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import { jsonString } from "../http/json-text.ts";
import { toChatMessages } from "../openai-chat/messages.ts";
import type { InstructTemplate } from "./templates.ts";

/** Between a folded system message and the user message it joins. */
const FOLD_SEPARATOR = "\n\n";

interface Turn {
  role: "system" | "user" | "assistant";
  /** The turn's text in pieces: a folded system message stays a piece of its own. */
  texts: string[];
}

/** `texts` with the separator between each two. */
const folded = (texts: string[]) => texts.flatMap((text, i) => (i ? [FOLD_SEPARATOR, text] : [text]));

/**
 * The messages as the template's turns. A format without a system role gets each system message
 * folded into the user message after it, or, when none follows (post-history instructions), into
 * the user message before it; only with no user message beside it does it stand as a user turn.
 */
function turnsOf(prompt: LanguageModelV3Prompt, template: InstructTemplate): Turn[] {
  const messages = toChatMessages(prompt);
  if (template.system) return messages.map((message) => ({ role: message.role, texts: [message.content] }));
  const turns: Turn[] = [];
  let pending: string[] = [];
  for (const message of messages) {
    if (message.role === "system") {
      pending.push(message.content);
      continue;
    }
    if (pending.length && message.role === "user") {
      turns.push({ role: "user", texts: folded([...pending, message.content]) });
    } else {
      if (pending.length) turns.push({ role: "user", texts: folded(pending) });
      turns.push({ role: message.role, texts: [message.content] });
    }
    pending = [];
  }
  if (pending.length) {
    const last = turns.at(-1);
    if (last?.role === "user") last.texts = folded([...last.texts, ...pending]);
    else turns.push({ role: "user", texts: folded(pending) });
  }
  return turns;
}

/**
 * Fable's prompt (system prompt, example dialogue, history, the user's last message) in the
 * template's format, as the pieces of one string that ends with the opening of the assistant's turn,
 * so the model writes the character's reply. `bos` puts the template's BOS token in front (by
 * default when the template says to write it).
 */
export function promptPieces(
  prompt: LanguageModelV3Prompt,
  template: InstructTemplate,
  { bos = template.writeBos ?? false }: { bos?: boolean } = {},
): string[] {
  const pieces = bos && template.bos ? [template.bos] : [];
  for (const turn of turnsOf(prompt, template)) {
    const affixes = template[turn.role] ?? template.user;
    pieces.push(affixes.prefix, ...turn.texts, affixes.suffix);
  }
  pieces.push(template.replyPrefix ?? template.assistant.prefix);
  return pieces;
}

/** The prompt as one string in the template's format (see promptPieces). */
export function renderPrompt(
  prompt: LanguageModelV3Prompt,
  template: InstructTemplate,
  options: { bos?: boolean } = {},
): string {
  return promptPieces(prompt, template, options).join("");
}

/**
 * The JSON string literal of the prompt whose pieces are `pieces`. A chat's history goes out again
 * every turn: each message's text is escaped once (http/json-text.ts), so the 40 KB of a long chat
 * is not escaped anew before each first token.
 */
export function promptJson(pieces: string[]): string {
  let inner = "";
  for (const piece of pieces) if (piece) inner += jsonString(piece).slice(1, -1);
  return `"${inner}"`;
}
