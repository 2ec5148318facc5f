import { type ConversationState, isLocalId } from "./conversation";

/**
 * The reply to play by itself when a stream has just finished (auto-play on): the newest message,
 * when it is a stored bot reply. A stream that failed or was stopped plays nothing.
 */
export function replyToAutoPlay(
  wasStreaming: boolean,
  state: Pick<ConversationState, "stream" | "failure" | "messages">,
): string | null {
  if (!wasStreaming || state.stream !== null || state.failure !== null) return null;
  const last = state.messages.at(-1);
  if (last?.role !== "bot" || isLocalId(last.msgId)) return null;
  return last.msgId;
}
