import { and, eq } from "drizzle-orm";
import type { UserContext } from "../../routing/user-context.ts";
import { foldForgotten } from "../chat/index.ts";
import { type RoomPromptParts, speakerNameOf } from "./room-prompt.ts";
import type { RoomHistoryLine } from "./room-turn-context.ts";
import { type RoomRow, rooms } from "./rooms.schema.ts";

/**
 * Long rooms do not forget, as long chats do not (chat/memory/rolling-summary.ts): the first
 * `droppedCount` lines of `history`, which the reply's prompt left out, are condensed into the room's
 * summary, one line per message led by who said it, which every character's prompt carries.
 */
export async function rememberDroppedRoomLines(
  ctx: UserContext,
  room: RoomRow,
  parts: Pick<RoomPromptParts, "characters" | "userName">,
  history: readonly RoomHistoryLine[],
  droppedCount: number,
) {
  const folded = foldForgotten(room, history, droppedCount, (line) => speakerNameOf(parts, line.botId));
  if (!folded) return;
  await ctx.db
    .update(rooms)
    .set(folded)
    // Only over the summary this reply read, as in chat: a reply that folded first wins, and the
    // next reply condenses whatever is still missing.
    .where(and(eq(rooms.id, room.id), eq(rooms.summaryThroughSeq, room.summaryThroughSeq)));
}
