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

/** The template's BOS when it is to be written: by default when the template says so. */
const bosOf = (template: InstructTemplate, bos = template.writeBos ?? false) =>
  bos && template.bos ? template.bos : "";

/**
 * Fable's prompt (system prompt, example dialogue, history, the user's last message) as one prompt
 * string in the template's format, ending with the opening of the assistant's turn so the model
 * writes the character's reply. `bos` puts the template's BOS token in front (by default when the
 * template says to write it).
 */
export function renderPrompt(
  prompt: LanguageModelV3Prompt,
  template: InstructTemplate,
  { bos }: { bos?: boolean } = {},
): string {
  let text = bosOf(template, bos);
  for (const turn of turnsOf(prompt, template)) {
    const affixes = template[turn.role] ?? template.user;
    text += affixes.prefix + turn.texts.join("") + affixes.suffix;
  }
  return text + (template.replyPrefix ?? template.assistant.prefix);
}

/** A text as it stands inside a JSON string literal, escaped once while it is sent (json-text.ts). */
const escaped = (text: string) => jsonString(text).slice(1, -1);

/** A template's markers, escaped for JSON once per template rather than once per turn. */
interface EscapedTemplate {
  system?: { prefix: string; suffix: string };
  user: { prefix: string; suffix: string };
  assistant: { prefix: string; suffix: string };
  reply: string;
}
const escapedTemplates = new WeakMap<InstructTemplate, EscapedTemplate>();

function escapedTemplate(template: InstructTemplate): EscapedTemplate {
  let markers = escapedTemplates.get(template);
  if (!markers) {
    const affixes = (role: { prefix: string; suffix: string }) => ({
      prefix: JSON.stringify(role.prefix).slice(1, -1),
      suffix: JSON.stringify(role.suffix).slice(1, -1),
    });
    markers = {
      ...(template.system ? { system: affixes(template.system) } : {}),
      user: affixes(template.user),
      assistant: affixes(template.assistant),
      reply: JSON.stringify(template.replyPrefix ?? template.assistant.prefix).slice(1, -1),
    };
    escapedTemplates.set(template, markers);
  }
  return markers;
}

/**
 * `JSON.stringify(renderPrompt(prompt, template))`, written without escaping the whole prompt: a
 * chat's history goes out again every turn, and escaping its 40 KB anew cost more than everything
 * else in writing the request. Each message's text is escaped once (http/json-text.ts), the
 * template's markers once per template.
 */
export function renderPromptJson(
  prompt: LanguageModelV3Prompt,
  template: InstructTemplate,
  { bos }: { bos?: boolean } = {},
): string {
  const markers = escapedTemplate(template);
  let json = escaped(bosOf(template, bos));
  for (const turn of turnsOf(prompt, template)) {
    const affixes = markers[turn.role] ?? markers.user;
    json += affixes.prefix;
    for (const text of turn.texts) json += escaped(text);
    json += affixes.suffix;
  }
  return `"${json}${markers.reply}"`;
}
