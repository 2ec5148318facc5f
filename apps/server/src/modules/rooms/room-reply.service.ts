import { ResponseCode, ROOM_LIMITS, type RoomMessage } from "@fable/contract";
import { and, eq } from "drizzle-orm";
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
import { appendRoomMessage } from "./room-append.ts";
import { toRoomMessage } from "./room-message.ts";
import { roomPromptInput, speakersBesides } from "./room-prompt.ts";
import { rememberDroppedRoomLines } from "./room-summary.ts";
import { latestMessage, loadRoomTurn, promptLines, type RoomTurn, speakingBot } from "./room-turn-context.ts";
import { roomMessages } from "./rooms.schema.ts";

/** A reply of a room ready to be generated: everything is checked. */
export interface PreparedRoomReply {
  run(
    onDeltas: (texts: string[]) => void,
    signal: AbortSignal,
    listeners?: ReplyListeners,
  ): Promise<RoomMessage>;
}

/** Streams one character's reply to the room's messages before `beforeSeq`; what its prompt left out is summarised. */
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
  const lines = await promptLines(ctx, turn.room, at.beforeSeq);
  const input = await roomPromptInput(ctx, {
    room: turn.room,
    speaker: bot,
    characters: turn.characters,
    scene,
    userName: turn.userName,
    persona: turn.persona,
    ...lines,
  });
  const reply = await streamReply(
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
  await rememberDroppedRoomLines(ctx, turn.room, turn, lines.history, reply.prompt.historyDropped);
  return reply;
}

/**
 * A reply to generate for `bot` and keep with `store`; its model usage is recorded once it is stored
 * (room messages are not chat messages: the usage row names the account, not a message).
 */
function preparedReply(
  ctx: UserContext,
  turn: RoomTurn,
  bot: BotRow,
  at: { beforeSeq: number; swipe: number; kind: "reply" | "regeneration" },
  store: (reply: Reply) => Promise<RoomMessage>,
): PreparedRoomReply {
  return {
    async run(onDeltas, signal, listeners) {
      const reply = await generateFor(ctx, turn, bot, at, onDeltas, signal, listeners);
      const message = await store(reply);
      await recordReplyUsage(ctx, reply, null);
      return message;
    },
  };
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
  const at = { beforeSeq: turn.room.nextSeq, swipe: 0, kind: "reply" } as const;
  return preparedReply(ctx, turn, bot, at, async (reply) =>
    toRoomMessage(
      await appendRoomMessage(ctx, turn.room.id, {
        role: "bot",
        text: reply.text,
        botId: bot.id,
        info: reply.info,
      }),
    ),
  );
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
  const at = { beforeSeq: latest.seq, swipe: latest.swipes.length, kind: "regeneration" } as const;
  return preparedReply(ctx, turn, bot, at, async (reply) => {
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
    return toRoomMessage(row);
  });
}
