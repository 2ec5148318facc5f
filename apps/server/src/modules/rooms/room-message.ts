import type { RoomMessage } from "@fable/contract";
import { publicSwipeInfo, shownText } from "../chat/index.ts";
import type { RoomMessageRow } from "./rooms.schema.ts";

export function toRoomMessage(row: RoomMessageRow): RoomMessage {
  return {
    msgId: String(row.id),
    roomId: String(row.roomId),
    role: row.role as RoomMessage["role"],
    botId: row.botId === null ? null : String(row.botId),
    content: shownText(row),
    swipes: row.swipes,
    swipeIndex: row.swipeIndex,
    swipeInfo: publicSwipeInfo(row.swipeInfo, row.swipes.length),
    pinned: row.pinned,
    createdAt: row.createdAt.toISOString(),
  };
}
