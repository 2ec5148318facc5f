import { ResponseCode } from "@fable/contract";
import { and, asc, desc, eq, gte, or } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import { mayJoinRoom } from "../../policies/room.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import type { BotRow } from "../bots/bots.schema.ts";
import { personas } from "../chat/chat.schema.ts";
import { HISTORY_ROWS, shownText } from "../chat/index.ts";
import { users } from "../users/users.schema.ts";
import { candidatePool } from "./candidate-pool.ts";
import { loadOwnRoom, roomBots } from "./room-access.ts";
import type { RoomLine } from "./room-prompt.ts";
import { type RoomRow, roomMessages } from "./rooms.schema.ts";

/** Recent messages a prompt reads; the prompt builder drops what does not fit the model's window. */
const RECENT_ROWS = 64;

/** What a turn of a room knows before it asks anyone: the room, its characters and the account. */
export interface RoomTurn {
  room: RoomRow;
  characters: BotRow[];
  userName: string;
  nsfwEnabled: boolean;
  persona: { name: string; description: string } | null;
}

export async function loadRoomTurn(ctx: UserContext, roomId: string): Promise<RoomTurn> {
  const room = await loadOwnRoom(ctx, roomId);
  const [characters, [user], [mask]] = await Promise.all([
    roomBots(ctx, room.id),
    ctx.db
      .select({ userName: users.userName, nsfwEnabled: users.nsfwEnabled })
      .from(users)
      .where(eq(users.id, ctx.userId)),
    room.maskId === null
      ? Promise.resolve([])
      : ctx.db
          .select({ name: personas.name, description: personas.description })
          .from(personas)
          .where(eq(personas.id, room.maskId)),
  ]);
  return {
    room,
    characters,
    userName: mask?.name ?? user?.userName ?? "",
    nsfwEnabled: user?.nsfwEnabled ?? false,
    persona: mask ?? null,
  };
}

/**
 * The character of the room that may speak now: in the room (else notInRoom), and still one the
 * room policy lets join — a bot made private or removed since falls silent.
 */
export async function speakingBot(ctx: UserContext, turn: RoomTurn, botId: number): Promise<BotRow> {
  const bot = turn.characters.find((character) => character.id === botId);
  if (!bot) throw AppError.invalidInput("RoomMessages.notInRoom");
  if (!mayJoinRoom(ctx, bot, (await candidatePool(ctx)).has(bot.id)))
    throw new AppError(ResponseCode.BOT_UNAVAILABLE, "RoomMessages.characterUnavailable");
  return bot;
}

/** The characters of the room that may still speak (see speakingBot), in the room's order. */
export async function speakingBots(ctx: UserContext, turn: RoomTurn): Promise<BotRow[]> {
  const pool = await candidatePool(ctx);
  return turn.characters.filter((bot) => mayJoinRoom(ctx, bot, pool.has(bot.id)));
}

/** A message of the room's history, with its place in the room (the rolling summary counts by seq). */
export interface RoomHistoryLine extends RoomLine {
  seq: number;
}

/** The newest messages of a room before `beforeSeq` (or all) and its pinned ones, oldest first. */
export function roomLines(ctx: UserContext, room: RoomRow, beforeSeq = room.nextSeq) {
  return linesFrom(ctx, room, beforeSeq - RECENT_ROWS, beforeSeq);
}

/**
 * The lines a reply's prompt is built from: the recent ones, and further back every message the
 * rolling summary has not condensed yet (up to HISTORY_ROWS), so that a message leaves the prompt
 * only through the summary — the prompt builder drops what does not fit, and the reply folds that in.
 */
export function promptLines(ctx: UserContext, room: RoomRow, beforeSeq: number) {
  const from = Math.max(
    beforeSeq - HISTORY_ROWS,
    Math.min(beforeSeq - RECENT_ROWS, room.summaryThroughSeq + 1),
  );
  return linesFrom(ctx, room, from, beforeSeq);
}

async function linesFrom(
  ctx: UserContext,
  room: RoomRow,
  from: number,
  beforeSeq: number,
): Promise<{ history: RoomHistoryLine[]; pinned: RoomLine[] }> {
  const rows = await ctx.db
    .select({
      seq: roomMessages.seq,
      botId: roomMessages.botId,
      swipes: roomMessages.swipes,
      swipeIndex: roomMessages.swipeIndex,
      pinned: roomMessages.pinned,
    })
    .from(roomMessages)
    .where(
      and(eq(roomMessages.roomId, room.id), or(gte(roomMessages.seq, from), eq(roomMessages.pinned, true))),
    )
    .orderBy(asc(roomMessages.seq));
  const line = (row: (typeof rows)[number]) => ({ seq: row.seq, botId: row.botId, text: shownText(row) });
  return {
    history: rows.filter((row) => row.seq >= from && row.seq < beforeSeq).map(line),
    pinned: rows.filter((row) => row.pinned).map(line),
  };
}

/** The latest message of a room, if any. */
export async function latestMessage(ctx: UserContext, roomId: number) {
  const [row] = await ctx.db
    .select()
    .from(roomMessages)
    .where(eq(roomMessages.roomId, roomId))
    .orderBy(desc(roomMessages.seq))
    .limit(1);
  return row;
}
