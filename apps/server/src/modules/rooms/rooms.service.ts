import {
  type CreateRoomRequest,
  ResponseCode,
  ROOM_LIMITS,
  type RoomDetail,
  type RoomSummary,
  type UpdateRoomRequest,
} from "@fable/contract";
import { and, asc, count, desc, eq, inArray, lt } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import { expandMacros } from "../../llm/prompt/index.ts";
import { personasUsableBy } from "../../policies/persona.policy.ts";
import { roomsUsableBy } from "../../policies/room.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { personas } from "../chat/chat.schema.ts";
import { shownText } from "../chat/index.ts";
import { requirePlanFeature } from "../plans/index.ts";
import { users } from "../users/users.schema.ts";
import { loadOwnRoom } from "./room-access.ts";
import { joinableBots, setRoomCharacters, toRoomCharacter } from "./room-characters.ts";
import { toRoomMessage } from "./room-message.ts";
import { type RoomRow, roomCharacters, roomMessages, rooms } from "./rooms.schema.ts";

/** Summaries of these rooms: their characters in order and their latest message. */
async function summaries(ctx: UserContext, rows: RoomRow[]): Promise<RoomSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [characters, latest] = await Promise.all([
    ctx.db
      .select({
        roomId: roomCharacters.roomId,
        id: bots.id,
        name: bots.name,
        avatar: bots.avatar,
        intro: bots.intro,
      })
      .from(roomCharacters)
      .innerJoin(bots, eq(bots.id, roomCharacters.botId))
      .where(inArray(roomCharacters.roomId, ids))
      .orderBy(asc(roomCharacters.roomId), asc(roomCharacters.position)),
    ctx.db
      .selectDistinctOn([roomMessages.roomId], {
        roomId: roomMessages.roomId,
        swipes: roomMessages.swipes,
        swipeIndex: roomMessages.swipeIndex,
      })
      .from(roomMessages)
      .where(inArray(roomMessages.roomId, ids))
      .orderBy(asc(roomMessages.roomId), desc(roomMessages.seq)),
  ]);
  const lastText = new Map(latest.map((row) => [row.roomId, shownText(row)]));
  return rows.map((row) => ({
    roomId: String(row.id),
    name: row.name,
    topic: row.topic,
    characters: characters.filter((character) => character.roomId === row.id).map(toRoomCharacter),
    lastMessage: lastText.get(row.id) ?? "",
    lastMessageAt: lastText.has(row.id) ? row.lastMessageAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function summaryOf(ctx: UserContext, room: RoomRow): Promise<RoomSummary> {
  return (await summaries(ctx, [room]))[0]!;
}

/** GET /room/list: the caller's rooms, latest conversation first (at most roomsPerUserMax exist). */
export async function listRooms(ctx: UserContext): Promise<{ rooms: RoomSummary[] }> {
  const rows = await ctx.db
    .select()
    .from(rooms)
    .where(roomsUsableBy(ctx))
    .orderBy(desc(rooms.lastMessageAt), desc(rooms.id))
    .limit(ROOM_LIMITS.roomsPerUserMax);
  return { rooms: await summaries(ctx, rows) };
}

/** The name the user goes by in a room: the persona's, else their own. */
export async function userNameIn(ctx: UserContext, maskId: number | null): Promise<string> {
  if (maskId !== null) {
    const [mask] = await ctx.db.select({ name: personas.name }).from(personas).where(eq(personas.id, maskId));
    if (mask) return mask.name;
  }
  const [user] = await ctx.db.select({ name: users.userName }).from(users).where(eq(users.id, ctx.userId));
  return user?.name ?? "";
}

/**
 * POST /room/create. The room opens with one line, not every character's greeting (a wall of
 * one-to-one openings that ignore each other): the first character's greeting, which the user
 * answers (docs/decisions/0028-rooms-turns.md).
 */
export async function createRoom(ctx: UserContext, request: CreateRoomRequest): Promise<RoomSummary> {
  const chosen = await joinableBots(ctx, request.botIds);
  const first = chosen[0]!;
  const opening = expandMacros(first.greeting, {
    char: first.name,
    user: await userNameIn(ctx, null),
  }).trim();
  const now = ctx.clock.now();
  const room = await ctx.db.transaction(async (tx) => {
    // The user's row is locked so two creations at once cannot both pass the count.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.userId)).for("update");
    const [owned] = await tx.select({ n: count() }).from(rooms).where(roomsUsableBy(ctx));
    if ((owned?.n ?? 0) >= ROOM_LIMITS.roomsPerUserMax)
      throw new AppError(ResponseCode.FAILED, "RoomMessages.tooManyRooms");
    const [row] = await tx
      .insert(rooms)
      .values({
        userId: ctx.userId,
        name: request.name,
        topic: request.topic,
        nextSeq: opening ? 1 : 0,
        createdAt: now,
        updatedAt: now,
        lastMessageAt: now,
      })
      .returning();
    await setRoomCharacters(tx, row!.id, chosen);
    if (opening)
      await tx
        .insert(roomMessages)
        .values({ roomId: row!.id, seq: 0, role: "bot", botId: first.id, swipes: [opening], createdAt: now });
    return row!;
  });
  return summaryOf(ctx, room);
}

/**
 * POST /room/update: fields left out stay; new characters are checked like at creation. A changed
 * memory note is the memory library's, as in chat (and as pinning in a room is).
 */
export async function updateRoom(ctx: UserContext, request: UpdateRoomRequest): Promise<RoomSummary> {
  const room = await loadOwnRoom(ctx, request.roomId);
  if (request.customMemory !== undefined && request.customMemory !== room.customMemory)
    await requirePlanFeature(ctx, ctx.userId, "memoryLibrary");
  const chosen = request.botIds ? await joinableBots(ctx, request.botIds) : null;
  if (request.maskId) {
    const [mask] = await ctx.db
      .select({ id: personas.id })
      .from(personas)
      .where(and(eq(personas.id, Number(request.maskId)), personasUsableBy(ctx)));
    if (!mask) throw AppError.notFound("ChatMessages.maskNotFound");
  }
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(rooms)
      .set({
        ...(request.name !== undefined ? { name: request.name } : {}),
        ...(request.topic !== undefined ? { topic: request.topic } : {}),
        ...(request.maskId !== undefined
          ? { maskId: request.maskId === null ? null : Number(request.maskId) }
          : {}),
        ...(request.customMemory !== undefined ? { customMemory: request.customMemory } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(rooms.id, room.id))
      .returning();
    if (chosen) await setRoomCharacters(tx, room.id, chosen);
    return row!;
  });
  return summaryOf(ctx, updated);
}

/** POST /room/delete: the room and its messages. */
export async function deleteRoom(ctx: UserContext, roomId: string): Promise<null> {
  const room = await loadOwnRoom(ctx, roomId);
  await ctx.db.delete(rooms).where(eq(rooms.id, room.id));
  return null;
}

/** The newest messages of a room before `beforeSeq` (or the newest), oldest first. */
async function messagePage(ctx: UserContext, roomId: number, beforeSeq?: number) {
  const size = ROOM_LIMITS.historyPageSize;
  const rows = await ctx.db
    .select()
    .from(roomMessages)
    .where(
      beforeSeq === undefined
        ? eq(roomMessages.roomId, roomId)
        : and(eq(roomMessages.roomId, roomId), lt(roomMessages.seq, beforeSeq)),
    )
    .orderBy(desc(roomMessages.seq))
    .limit(size + 1);
  return { messages: rows.slice(0, size).reverse().map(toRoomMessage), hasMore: rows.length > size };
}

/** GET /room/detail. */
export async function roomDetail(ctx: UserContext, roomId: string): Promise<RoomDetail> {
  const room = await loadOwnRoom(ctx, roomId);
  const [summary, page] = await Promise.all([summaryOf(ctx, room), messagePage(ctx, room.id)]);
  return {
    ...summary,
    maskId: room.maskId === null ? null : String(room.maskId),
    customMemory: room.customMemory,
    ...page,
  };
}

/** GET /room/history: older messages, before one the screen already shows. */
export async function roomHistory(
  ctx: UserContext,
  query: { roomId: string; beforeMsgId?: string | undefined },
) {
  const room = await loadOwnRoom(ctx, query.roomId);
  if (query.beforeMsgId === undefined) return messagePage(ctx, room.id);
  const [before] = await ctx.db
    .select({ seq: roomMessages.seq })
    .from(roomMessages)
    .where(and(eq(roomMessages.id, Number(query.beforeMsgId)), eq(roomMessages.roomId, room.id)));
  if (!before) throw AppError.notFound("RoomMessages.messageNotFound");
  return messagePage(ctx, room.id, before.seq);
}
