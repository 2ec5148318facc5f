import type { ChatMessage } from "@fable/contract";
import { type SQL, sql } from "drizzle-orm";
import { chatMessages } from "./chat.schema.ts";

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

/** SQL for the shown text of a dialogue's latest message (list previews). */
export const latestMessageText = (dialogueId: SQL | unknown) =>
  sql<string>`(select m.swipes[m.swipe_index + 1] from ${chatMessages} m where m.dialogue_id = ${dialogueId} order by m.seq desc limit 1)`;
