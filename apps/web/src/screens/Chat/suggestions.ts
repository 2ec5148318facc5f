import { type ConversationState, isLocalId } from "./conversation";

/**
 * What suggested replies answer: the latest reply as shown (dialogue, message and text). Suggestions
 * belong to one anchor, so sending, a new reply, a swipe, an edit or another dialogue hides them.
 * Null while nothing can be suggested: a reply is being written, or the last message is the user's.
 */
export function suggestionAnchor(
  state: Pick<ConversationState, "dialogueId" | "messages" | "stream">,
): string | null {
  const last = state.messages.at(-1);
  if (!state.dialogueId || state.stream || !last || last.role !== "bot" || isLocalId(last.msgId)) return null;
  return JSON.stringify([state.dialogueId, last.msgId, last.content]);
}
