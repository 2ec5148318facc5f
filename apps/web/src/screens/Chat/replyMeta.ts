import type { ChatMessage } from "@fable/contract";

/** What a bot reply shows besides its text. */
export interface ReplyMeta {
  /** The model's reasoning before it answered, shown collapsed; "" when there is none to show. */
  reasoning: string;
  /**
   * The label of the model that answered, when it is not the one the user chose (that one failed and
   * a fallback answered); null otherwise: the header already names the chosen model.
   */
  answeredBy: string | null;
}

/**
 * The meta of a message's shown swipe; while a new version streams into it, the reasoning arriving
 * with it (`streamingReasoning`) instead.
 */
export function replyMetaOf(message: ChatMessage, streamingReasoning: string | null = null): ReplyMeta {
  if (message.role !== "bot") return { reasoning: "", answeredBy: null };
  if (streamingReasoning !== null) return { reasoning: streamingReasoning.trim(), answeredBy: null };
  const info = message.swipeInfo[message.swipeIndex];
  return {
    reasoning: info?.reasoning?.trim() ?? "",
    answeredBy: info?.fallbackFrom ? info.label : null,
  };
}
