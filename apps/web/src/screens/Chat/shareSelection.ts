import { type ChatMessage, JOYBOOK_LIMITS } from "@fable/contract";
import { isLocalId } from "./conversation";

/** Messages the server has stored (a message still being sent has only a local id). */
export function shareableMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.filter((message) => !isLocalId(message.msgId) && message.content.trim() !== "");
}

/** The dialog opens with the latest messages chosen, as many as a post may hold. */
export function defaultSelection(messages: readonly ChatMessage[]): Set<string> {
  return new Set(messages.slice(-JOYBOOK_LIMITS.messagesMax).map((message) => message.msgId));
}

/** Adds or removes one message; a full selection takes no more. */
export function toggleSelection(selected: ReadonlySet<string>, msgId: string): Set<string> {
  const next = new Set(selected);
  if (next.has(msgId)) next.delete(msgId);
  else if (next.size < JOYBOOK_LIMITS.messagesMax) next.add(msgId);
  return next;
}

/** The chosen ids in the order of the chat, as the post shows them. */
export function chosenIds(messages: readonly ChatMessage[], selected: ReadonlySet<string>): string[] {
  return messages.filter((message) => selected.has(message.msgId)).map((message) => message.msgId);
}

export type ShareProblem = "chooseMessages" | "titleRequired" | null;

/** What stops a post from being sent, checked before the server's own rules. */
export function shareProblem(form: { selected: ReadonlySet<string>; title: string }): ShareProblem {
  if (form.selected.size === 0) return "chooseMessages";
  if (!form.title.trim()) return "titleRequired";
  return null;
}
