import type { RoomMemory } from "@fable/contract";
import { and, asc, eq } from "drizzle-orm";
import type { UserContext } from "../../routing/user-context.ts";
import { loadOwnRoom } from "./room-access.ts";
import { toRoomMessage } from "./room-message.ts";
import { roomMessages } from "./rooms.schema.ts";

/**
 * GET /room/memory: what every character of the room remembers besides its recent messages — the
 * pinned messages, the user's memory note (written through /room/update) and the rolling summary.
 */
export async function roomMemory(ctx: UserContext, roomId: string): Promise<RoomMemory> {
  const room = await loadOwnRoom(ctx, roomId);
  const pins = await ctx.db
    .select()
    .from(roomMessages)
    .where(and(eq(roomMessages.roomId, room.id), eq(roomMessages.pinned, true)))
    .orderBy(asc(roomMessages.seq));
  return { pins: pins.map(toRoomMessage), customMemory: room.customMemory, summary: room.summary };
}
