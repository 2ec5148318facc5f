import { and, asc, eq } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import { roomsUsableBy } from "../../policies/room.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { type BotRow, bots } from "../bots/bots.schema.ts";
import { type RoomMessageRow, type RoomRow, roomCharacters, roomMessages, rooms } from "./rooms.schema.ts";

/** The caller's own room; anyone else's is answered as one that does not exist (room.policy.ts). */
export async function loadOwnRoom(ctx: UserContext, roomId: string | number): Promise<RoomRow> {
  const [room] = await ctx.db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, Number(roomId)), roomsUsableBy(ctx)));
  if (!room) throw AppError.notFound("RoomMessages.roomNotFound");
  return room;
}

/** The bots of a room, in the room's order. */
export async function roomBots(ctx: UserContext, roomId: number): Promise<BotRow[]> {
  const rows = await ctx.db
    .select({ bot: bots })
    .from(roomCharacters)
    .innerJoin(bots, eq(bots.id, roomCharacters.botId))
    .where(eq(roomCharacters.roomId, roomId))
    .orderBy(asc(roomCharacters.position));
  return rows.map((row) => row.bot);
}

/** A message of the caller's own room. */
export async function loadOwnRoomMessage(
  ctx: UserContext,
  ref: { roomId: string; msgId: string },
): Promise<{ room: RoomRow; message: RoomMessageRow }> {
  const room = await loadOwnRoom(ctx, ref.roomId);
  const [message] = await ctx.db
    .select()
    .from(roomMessages)
    .where(and(eq(roomMessages.id, Number(ref.msgId)), eq(roomMessages.roomId, room.id)));
  if (!message) throw AppError.notFound("RoomMessages.messageNotFound");
  return { room, message };
}
