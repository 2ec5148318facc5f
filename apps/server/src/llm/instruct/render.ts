import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import { type ChatCompletionMessage, toChatMessages } from "../openai-chat/messages.ts";
import type { InstructTemplate } from "./templates.ts";

/** Between a folded system message and the user message it joins. */
const FOLD_SEPARATOR = "\n\n";

/**
 * The messages as the template's turns. A format without a system role gets each system message
 * folded into the user message after it, or, when none follows (post-history instructions), into
 * the user message before it; only with no user message beside it does it stand as a user turn.
 */
function turnsOf(messages: ChatCompletionMessage[], template: InstructTemplate): ChatCompletionMessage[] {
  if (template.system) return messages;
  const turns: ChatCompletionMessage[] = [];
  let pending: string[] = [];
  for (const message of messages) {
    if (message.role === "system") {
      pending.push(message.content);
      continue;
    }
    if (pending.length && message.role === "user") {
      turns.push({ role: "user", content: [...pending, message.content].join(FOLD_SEPARATOR) });
    } else {
      if (pending.length) turns.push({ role: "user", content: pending.join(FOLD_SEPARATOR) });
      turns.push(message);
    }
    pending = [];
  }
  if (pending.length) {
    const last = turns.at(-1);
    if (last?.role === "user") {
      turns[turns.length - 1] = { role: "user", content: [last.content, ...pending].join(FOLD_SEPARATOR) };
    } else turns.push({ role: "user", content: pending.join(FOLD_SEPARATOR) });
  }
  return turns;
}

/**
 * Fable's prompt (system prompt, example dialogue, history, the user's last message) as one prompt
 * string in the template's format, ending with the opening of the assistant's turn so the model
 * writes the character's reply. `bos` writes the template's BOS token in front.
 */
export function renderPrompt(
  prompt: LanguageModelV3Prompt,
  template: InstructTemplate,
  { bos = false }: { bos?: boolean } = {},
): string {
  let text = bos && template.bos ? template.bos : "";
  for (const turn of turnsOf(toChatMessages(prompt), template)) {
    const affixes = template[turn.role] ?? template.user;
    text += affixes.prefix + turn.content + affixes.suffix;
  }
  return text + (template.replyPrefix ?? template.assistant.prefix);
}
