import type { AudioPlayback, SpeechActions, SpeechRate } from "@fable/contract";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import { canOnBot } from "../../policies/bot.policy.ts";
import { messagesUsableBy } from "../../policies/message.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { chatMessages, dialogues } from "../chat/chat.schema.ts";
import { shownText } from "../chat/index.ts";
import { speakingVoice } from "./speaking-voice.ts";
import { RATE_FACTORS, speechGroups } from "./speech/index.ts";
import { clipAddresses } from "./speech-clips.ts";
import { requireEngine } from "./speech-setup.ts";

/**
 * POST /v1/chat/text2Audio: a bot reply of the caller's own chat read aloud in the bot's voice, one
 * clip address per group of sentences. Anyone else's message (a bot's creator included) is "not
 * found", like the chat it belongs to (policies/message.policy.ts).
 */
export async function textToAudio(ctx: UserContext, input: { msgId: string }): Promise<AudioPlayback> {
  const [row] = await ctx.db
    .select({
      role: chatMessages.role,
      swipes: chatMessages.swipes,
      swipeIndex: chatMessages.swipeIndex,
      bot: {
        creatorId: bots.creatorId,
        reviewStatus: bots.reviewStatus,
        voice: bots.voice,
        speechRate: bots.speechRate,
        speechActions: bots.speechActions,
      },
    })
    .from(chatMessages)
    .innerJoin(dialogues, eq(dialogues.id, chatMessages.dialogueId))
    .innerJoin(bots, eq(bots.id, dialogues.botId))
    .where(and(eq(chatMessages.id, Number(input.msgId)), messagesUsableBy(ctx)));
  if (!row) throw AppError.notFound("VoiceMessages.messageNotFound");
  // A chat whose bot was removed is gone for its reader, like every call on it (docs/product.md#bot-unavailable).
  if (!canOnBot(ctx, "keepChats", row.bot)) throw AppError.notFound("ChatMessages.dialogueInvalid");
  if (row.role !== "bot") throw AppError.invalidInput("VoiceMessages.notABotMessage");
  const engine = await requireEngine(ctx);
  const groups = speechGroups(shownText(row), { actions: row.bot.speechActions as SpeechActions });
  if (groups.length === 0) throw AppError.invalidInput("VoiceMessages.nothingToSay");
  const voice = await speakingVoice(ctx, engine, row.bot.voice);
  const rate = row.bot.speechRate as SpeechRate;
  return {
    msgId: input.msgId,
    playUrl: await clipAddresses(ctx, voice, rate, groups),
    playSpeed: RATE_FACTORS[rate],
    engine: voice.engine,
    voice: voice.id,
  };
}
