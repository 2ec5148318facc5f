import type { RoomMessage } from "@fable/contract";
import { publicSwipeInfo } from "../chat/index.ts";
import type { RoomMessageRow } from "./rooms.schema.ts";

/** The shown text of a room message: its chosen swipe. */
export const shownRoomText = (row: Pick<RoomMessageRow, "swipes" | "swipeIndex">) =>
  row.swipes[row.swipeIndex] ?? "";

export function toRoomMessage(row: RoomMessageRow): RoomMessage {
  return {
    msgId: String(row.id),
    roomId: String(row.roomId),
    role: row.role as RoomMessage["role"],
    botId: row.botId === null ? null : String(row.botId),
    content: shownRoomText(row),
    swipes: row.swipes,
    swipeIndex: row.swipeIndex,
    swipeInfo: publicSwipeInfo(row.swipeInfo, row.swipes.length),
    pinned: row.pinned,
    createdAt: row.createdAt.toISOString(),
  };
}
