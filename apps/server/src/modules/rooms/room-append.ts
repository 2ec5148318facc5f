import { eq, sql } from "drizzle-orm";
import type { UserContext } from "../../routing/user-context.ts";
import type { StoredSwipeInfo } from "../chat/index.ts";
import { type RoomMessageRow, roomMessages, rooms } from "./rooms.schema.ts";

/**
 * Appends a message at the room's next seq, in one transaction with the room's bookkeeping: the
 * user's message lets the characters speak again, a character's counts toward the replies they may
 * say without the user (ROOM_LIMITS.repliesWithoutUserMax).
 */
export function appendRoomMessage(
  ctx: UserContext,
  roomId: number,
  entry: { role: "user"; text: string } | { role: "bot"; text: string; botId: number; info: StoredSwipeInfo },
): Promise<RoomMessageRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(rooms)
      .set({
        nextSeq: sql`${rooms.nextSeq} + 1`,
        repliesSinceUser: entry.role === "user" ? 0 : sql`${rooms.repliesSinceUser} + 1`,
        lastMessageAt: now,
      })
      .where(eq(rooms.id, roomId))
      .returning({ seq: sql<number>`${rooms.nextSeq} - 1` });
    const [inserted] = await tx
      .insert(roomMessages)
      .values({
        roomId,
        seq: taken!.seq,
        role: entry.role,
        botId: entry.role === "bot" ? entry.botId : null,
        swipes: [entry.text],
        swipeInfo: entry.role === "bot" ? [entry.info] : [],
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
}
