import { ResponseCode, ROOM_LIMITS, type RoomMessage } from "@fable/contract";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import type { BotRow } from "../bots/bots.schema.ts";
import {
  assertMayChatNow,
  consumeDailyQuota,
  type Reply,
  type ReplyListeners,
  recordReplyUsage,
  sceneForUserChat,
  seedOf,
  streamReply,
  withSwipeInfoAt,
} from "../chat/index.ts";
import { toRoomMessage } from "./room-message.ts";
import { roomPromptInput, speakersBesides } from "./room-prompt.ts";
import { latestMessage, loadRoomTurn, type RoomTurn, roomLines, speakingBot } from "./room-turn-context.ts";
import { roomMessages, rooms } from "./rooms.schema.ts";

/** A reply of a room ready to be generated: everything is checked. */
export interface PreparedRoomReply {
  run(
    onDeltas: (texts: string[]) => void,
    signal: AbortSignal,
    listeners?: ReplyListeners,
  ): Promise<RoomMessage>;
}

/** Streams one character's reply to the room's messages before `beforeSeq`. */
async function generateFor(
  ctx: UserContext,
  turn: RoomTurn,
  bot: BotRow,
  at: { beforeSeq: number; swipe: number; kind: "reply" | "regeneration" },
  onDeltas: (texts: string[]) => void,
  signal: AbortSignal,
  listeners: ReplyListeners | undefined,
): Promise<Reply> {
  const scene = await sceneForUserChat(ctx, ctx.userId, bot);
  const lines = await roomLines(ctx, turn.room, at.beforeSeq);
  const input = await roomPromptInput(ctx, {
    room: turn.room,
    speaker: bot,
    characters: turn.characters,
    scene,
    userName: turn.userName,
    persona: turn.persona,
    ...lines,
  });
  return streamReply(
    ctx,
    {
      scene,
      input,
      bot,
      // Each character's own seed, so two characters answering the same line never draw alike.
      seed: seedOf(turn.room.id * 31 + bot.id, at.beforeSeq, at.swipe),
      speakers: speakersBesides(turn, bot),
      signal,
      account: { userId: ctx.userId, dialogueId: null, kind: at.kind },
    },
    onDeltas,
    listeners,
  );
}

/**
 * POST /room/streamReply: one character's reply, counted like one chat reply (the per-minute cap and
 * the plan's daily messages). Refused for a character not in the room, and once the characters have
 * said ROOM_LIMITS.repliesWithoutUserMax replies since the user last spoke.
 */
export async function prepareRoomReply(
  ctx: UserContext,
  body: { roomId: string; botId: string },
): Promise<PreparedRoomReply> {
  const turn = await loadRoomTurn(ctx, body.roomId);
  const bot = await speakingBot(ctx, turn, Number(body.botId));
  if (turn.room.repliesSinceUser >= ROOM_LIMITS.repliesWithoutUserMax)
    throw new AppError(ResponseCode.FAILED, "RoomMessages.userMustSpeak");
  await assertMayChatNow(ctx, ctx.userId);
  await consumeDailyQuota(ctx, ctx.userId, "message");
  return {
    async run(onDeltas, signal, listeners) {
      const reply = await generateFor(
        ctx,
        turn,
        bot,
        { beforeSeq: turn.room.nextSeq, swipe: 0, kind: "reply" },
        onDeltas,
        signal,
        listeners,
      );
      const now = ctx.clock.now();
      const row = await ctx.db.transaction(async (tx) => {
        const [taken] = await tx
          .update(rooms)
          .set({
            nextSeq: sql`${rooms.nextSeq} + 1`,
            repliesSinceUser: sql`${rooms.repliesSinceUser} + 1`,
            lastMessageAt: now,
          })
          .where(eq(rooms.id, turn.room.id))
          .returning({ seq: sql<number>`${rooms.nextSeq} - 1` });
        const [inserted] = await tx
          .insert(roomMessages)
          .values({
            roomId: turn.room.id,
            seq: taken!.seq,
            role: "bot",
            botId: bot.id,
            swipes: [reply.text],
            swipeInfo: [reply.info],
            createdAt: now,
          })
          .returning();
        return inserted!;
      });
      // Room messages are not chat messages: the usage row names the account, not a message.
      await recordReplyUsage(ctx, reply, null);
      return toRoomMessage(row);
    },
  };
}

/** POST /room/regenerateReply: a new swipe of the room's latest message, a character's, by the same character. */
export async function prepareRoomRegenerate(
  ctx: UserContext,
  body: { roomId: string; msgId: string },
): Promise<PreparedRoomReply> {
  const turn = await loadRoomTurn(ctx, body.roomId);
  const latest = await latestMessage(ctx, turn.room.id);
  if (!latest || String(latest.id) !== body.msgId) {
    const [exists] = await ctx.db
      .select({ id: roomMessages.id })
      .from(roomMessages)
      .where(and(eq(roomMessages.id, Number(body.msgId)), eq(roomMessages.roomId, turn.room.id)));
    if (!exists) throw AppError.notFound("RoomMessages.messageNotFound");
    throw AppError.invalidInput("RoomMessages.onlyLastReply");
  }
  if (latest.role !== "bot" || latest.botId === null)
    throw AppError.invalidInput("RoomMessages.onlyLastReply");
  const bot = await speakingBot(ctx, turn, latest.botId);
  await consumeDailyQuota(ctx, ctx.userId, "regeneration");
  return {
    async run(onDeltas, signal, listeners) {
      const reply = await generateFor(
        ctx,
        turn,
        bot,
        { beforeSeq: latest.seq, swipe: latest.swipes.length, kind: "regeneration" },
        onDeltas,
        signal,
        listeners,
      );
      const [row] = await ctx.db
        .update(roomMessages)
        .set({
          swipes: [...latest.swipes, reply.text],
          swipeInfo: withSwipeInfoAt(latest.swipeInfo, latest.swipes.length, reply.info),
          swipeIndex: latest.swipes.length,
        })
        .where(eq(roomMessages.id, latest.id))
        .returning();
      if (!row) throw AppError.notFound("RoomMessages.messageNotFound");
      await recordReplyUsage(ctx, reply, null);
      return toRoomMessage(row);
    },
  };
}
