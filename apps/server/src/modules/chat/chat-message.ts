import type { ChatMessage } from "@fable/contract";
import { type SQL, sql } from "drizzle-orm";
import { chatMessages } from "./chat.schema.ts";
import { publicSwipeInfo } from "./swipe-info.ts";

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/**
 * A message as prompts read it: the shown swipe only. Reading whole swipe arrays costs far more than
 * the text (PGlite parses text[] results in JavaScript: 400 rows took 180 ms), and prompts need no more.
 */
export const historyColumns = {
  id: chatMessages.id,
  seq: chatMessages.seq,
  role: chatMessages.role,
  text: sql<string>`coalesce(${chatMessages.swipes}[${chatMessages.swipeIndex} + 1], '')`.as("text"),
  pinned: chatMessages.pinned,
  swipeIndex: chatMessages.swipeIndex,
  swipeCount: sql<number>`cardinality(${chatMessages.swipes})`.as("swipe_count"),
};
export type HistoryRow = {
  id: number;
  seq: number;
  role: string;
  text: string;
  pinned: boolean;
  swipeIndex: number;
  swipeCount: number;
};

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
    swipeInfo: publicSwipeInfo(row.swipeInfo, row.swipes.length),
    rating: row.rating,
    pinned: row.pinned,
    createdAt: row.createdAt.toISOString(),
    // A text adventure's narrator turn carries its shown swipe's actions and chapter.
    ...(row.storyTurns.length > 0 ? { story: row.storyTurns[row.swipeIndex] ?? null } : {}),
  };
}

/** SQL for the shown text of a dialogue's latest message (list previews). */
export const latestMessageText = (dialogueId: SQL | unknown) =>
  sql<string>`(select m.swipes[m.swipe_index + 1] from ${chatMessages} m where m.dialogue_id = ${dialogueId} order by m.seq desc limit 1)`;
