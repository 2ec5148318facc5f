import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import { toChatMessages } from "./openai-chat/messages.ts";

/** A conversation as the APIs that keep the system prompt apart take it (Anthropic, Gemini). */
export interface ChatTurns {
  /** The system messages that open the prompt, joined; empty when there are none. */
  system: string;
  /** User and assistant turns, alternating, the first a user's. */
  turns: { role: "user" | "assistant"; text: string }[];
}

/**
 * Sent as the first user turn when the chat opens with the character's greeting: Anthropic refuses a
 * conversation that does not start with a user turn, and Gemini answers one worse.
 */
export const OPENING_USER_TURN = "(The chat begins.)";

/**
 * The prompt as alternating turns. The system messages before the first turn become the system
 * prompt; one further down (post-history instructions, an author's note) is sent as user text where
 * it stands, because moving it to the top would lose the place in the chat it was put at. Turns of
 * the same role in a row are merged (both APIs want the roles to alternate), blank lines between.
 */
export function toChatTurns(prompt: LanguageModelV3Prompt): ChatTurns {
  const messages = toChatMessages(prompt);
  let opening = 0;
  while (messages[opening]?.role === "system") opening += 1;
  const system = messages
    .slice(0, opening)
    .map((message) => message.content)
    .filter((text) => text !== "")
    .join("\n\n");
  const turns: ChatTurns["turns"] = [];
  for (const message of messages.slice(opening)) {
    if (message.content === "") continue; // Both APIs refuse an empty text.
    const role = message.role === "assistant" ? "assistant" : "user";
    const last = turns.at(-1);
    if (last?.role === role) last.text += `\n\n${message.content}`;
    else turns.push({ role, text: message.content });
  }
  if (turns[0]?.role !== "user") turns.unshift({ role: "user", text: OPENING_USER_TURN });
  return { system, turns };
}
