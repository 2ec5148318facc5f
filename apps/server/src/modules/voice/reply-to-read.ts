import type { SpeechActions, SpeechRate } from "@fable/contract";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import { canOnBot } from "../../policies/bot.policy.ts";
import { messagesUsableBy } from "../../policies/message.policy.ts";
import { roomsUsableBy } from "../../policies/room.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { chatMessages, dialogues } from "../chat/chat.schema.ts";
import { shownText } from "../chat/index.ts";
import { roomMessages, rooms } from "../rooms/rooms.schema.ts";

/** A bot reply to read aloud: its shown text and how the character who wrote it speaks. */
export interface ReplyToRead {
  text: string;
  voice: string;
  speechRate: SpeechRate;
  speechActions: SpeechActions;
}

/** The columns of `bots` that say how a character speaks. */
const speech = { voice: bots.voice, speechRate: bots.speechRate, speechActions: bots.speechActions };

/** What reading a message needs of it (a chat's or a room's) and of the bot that spoke it. */
const readColumns = (messages: typeof chatMessages | typeof roomMessages) => ({
  role: messages.role,
  swipes: messages.swipes,
  swipeIndex: messages.swipeIndex,
  bot: { creatorId: bots.creatorId, reviewStatus: bots.reviewStatus, ...speech },
});

/** How a character speaks when nothing else is known: the default voice at the default pace. */
const DEFAULT_SPEECH = { voice: "", speechRate: "medium", speechActions: "skip" } as const;

function readable(
  row: { role: string; swipes: string[]; swipeIndex: number },
  bot: { voice: string; speechRate: string; speechActions: string },
): ReplyToRead {
  if (row.role !== "bot") throw AppError.invalidInput("VoiceMessages.notABotMessage");
  return {
    text: shownText(row),
    voice: bot.voice,
    speechRate: bot.speechRate as SpeechRate,
    speechActions: bot.speechActions as SpeechActions,
  };
}

/**
 * A reply of the caller's own one-to-one chat. Anyone else's message (a bot's creator included) is
 * "not found", like the chat it belongs to (policies/message.policy.ts).
 */
export async function chatReplyToRead(ctx: UserContext, msgId: string): Promise<ReplyToRead> {
  const [row] = await ctx.db
    .select(readColumns(chatMessages))
    .from(chatMessages)
    .innerJoin(dialogues, eq(dialogues.id, chatMessages.dialogueId))
    .innerJoin(bots, eq(bots.id, dialogues.botId))
    .where(and(eq(chatMessages.id, Number(msgId)), messagesUsableBy(ctx)));
  if (!row) throw AppError.notFound("VoiceMessages.messageNotFound");
  // A chat whose bot was removed is gone for its reader, like every call on it (docs/product.md#bot-unavailable).
  if (!canOnBot(ctx, "keepChats", row.bot)) throw AppError.notFound("ChatMessages.dialogueInvalid");
  return readable(row, row.bot);
}

/**
 * A character's message of the caller's own room, in the voice and pace of the character who spoke it.
 * Anyone else's room is answered as not found, as every room call does (policies/room.policy.ts). The
 * room keeps showing what a character said after it was deleted or removed by a reviewer, so that text
 * is still read, in the default voice (the character's own settings are no longer its to give).
 */
export async function roomReplyToRead(ctx: UserContext, roomId: string, msgId: string): Promise<ReplyToRead> {
  const [row] = await ctx.db
    .select(readColumns(roomMessages))
    .from(roomMessages)
    .innerJoin(rooms, eq(rooms.id, roomMessages.roomId))
    .leftJoin(bots, eq(bots.id, roomMessages.botId))
    .where(
      and(eq(roomMessages.id, Number(msgId)), eq(roomMessages.roomId, Number(roomId)), roomsUsableBy(ctx)),
    );
  if (!row) throw AppError.notFound("VoiceMessages.messageNotFound");
  const bot = row.bot && canOnBot(ctx, "keepChats", row.bot) ? row.bot : DEFAULT_SPEECH;
  return readable(row, bot);
}
