import type { ChatMessage } from "@fable/contract";
import type { chatMessages } from "./chat.schema.ts";

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** The shown text of a message: its chosen swipe. */
export const shownText = (row: Pick<ChatMessageRow, "swipes" | "swipeIndex">) =>
  row.swipes[row.swipeIndex] ?? "";

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    msgId: String(row.id),
    dialogueId: String(row.dialogueId),
    role: row.role as ChatMessage["role"],
    content: shownText(row),
    swipes: row.swipes,
    swipeIndex: row.swipeIndex,
    rating: row.rating,
    pinned: row.pinned,
    createdAt: row.createdAt.toISOString(),
  };
}
