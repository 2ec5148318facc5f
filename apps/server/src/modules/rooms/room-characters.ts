import { ResponseCode, type RoomCharacter } from "@fable/contract";
import { eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { mayJoinRoom } from "../../policies/room.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { type BotRow, bots } from "../bots/bots.schema.ts";
import { candidatePool } from "./candidate-pool.ts";
import { roomCharacters } from "./rooms.schema.ts";

/** A character as the room screen shows it. */
export const toRoomCharacter = (bot: Pick<BotRow, "id" | "name" | "avatar" | "intro">): RoomCharacter => ({
  botId: String(bot.id),
  name: bot.name,
  avatar: bot.avatar,
  intro: bot.intro,
});

/**
 * The bots the caller asked to put in a room, in their order, each one checked against the room
 * policy (mayJoinRoom); the first that may not join refuses the whole request.
 */
export async function joinableBots(ctx: UserContext, botIds: readonly string[]): Promise<BotRow[]> {
  const ids = botIds.map(Number);
  const [rows, pool] = await Promise.all([
    ctx.db.select().from(bots).where(inArray(bots.id, ids)),
    candidatePool(ctx),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const bot = byId.get(id);
    if (!mayJoinRoom(ctx, bot, pool.has(id)))
      throw new AppError(ResponseCode.BOT_UNAVAILABLE, "RoomMessages.characterUnavailable");
    return bot!;
  });
}

/** Replaces the characters of a room with `chosen`, in order. */
export async function setRoomCharacters(tx: Transaction, roomId: number, chosen: readonly BotRow[]) {
  await tx.delete(roomCharacters).where(eq(roomCharacters.roomId, roomId));
  await tx
    .insert(roomCharacters)
    .values(chosen.map((bot, position) => ({ roomId, botId: bot.id, position })));
}
