import { BotType } from "@fable/contract";
import { eq, type SQL } from "drizzle-orm";
import { rooms } from "../modules/rooms/rooms.schema.ts";
import type { Actor } from "./actor.ts";
import { type BotAccess, canOnBot } from "./bot.policy.ts";
import { ownerOnly } from "./owner.ts";

/**
 * `use`: open a room, read its messages, speak in it, change or delete it: its owner only. Anyone
 * else is answered as if it did not exist, as with dialogues (docs/product.md#rooms).
 */
export type RoomAction = "use";

export const canOnRoom = ownerOnly<RoomAction>();

/** `use` as a condition on `rooms`. */
export const roomsUsableBy = (actor: { userId: number }): SQL => eq(rooms.userId, actor.userId);

/** What joining a room reads of a bot. */
export type RoomBotAccess = Pick<BotAccess, "creatorId" | "visibility" | "reviewStatus"> & {
  botType: number;
};

/**
 * Whether a bot may join (and keep speaking in) `actor`'s room: one they may chat with (the bot
 * policy's `chat`: their own, or open and approved), not removed by a reviewer, no text adventure (its
 * narrator is no character),
 * and — unless it is their own — among the popular public characters rooms draw from (`inPool`).
 */
export function mayJoinRoom(actor: Actor, bot: RoomBotAccess | undefined, inPool: boolean): boolean {
  if (!canOnBot(actor, "chat", bot) || bot.botType === BotType.STORY) return false;
  // A removed bot stays out even of its creator's rooms: they may still fix it in their own chats.
  if (bot.reviewStatus === "rejected") return false;
  // An unlisted bot is approved but not public: only its creator brings it into a room.
  return bot.creatorId === actor.userId || (bot.visibility === "public" && inPool);
}
