import { createHash } from "node:crypto";
import {
  type DialogueInfo,
  ResponseCode,
  type VisitorAllowance,
  type VisitorChatDone,
  type VisitorMessage,
} from "@fable/contract";
import { and, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { verbatim } from "../../../i18n/server-message.ts";
import { isFlagged } from "../../../lib/word-filter.ts";
import { expandMacros } from "../../../llm/prompt/index.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import { assertBotOpen } from "../../ads/index.ts";
import type { BotRow } from "../../bots/bots.schema.ts";
import { visitorUsage } from "../chat.schema.ts";
import type { HistoryRow } from "../chat-message.ts";
import { dialogueInfo, startDialogue } from "../dialogue.service.ts";
import { loadChattableBot } from "../dialogue-access.ts";
import { sceneForChat, VISITOR_ACCOUNT } from "../settings/model-choice.ts";
import { allowsAdultContent } from "../settings/nsfw.service.ts";
import { loreOf } from "../turns/bot-cache.ts";
import { buildPromptInput, withDocuments } from "../turns/prompt-input.ts";
import { utcDay } from "../turns/quotas.ts";
import { type ReplyListeners, recordReplyUsage, streamReply } from "../turns/reply-stream.ts";

/** The name {{user}} stands for in a visitor's prompt: the usual default of character cards. */
const VISITOR_NAME = "User";

/** A visitor's reply, checked and counted, ready to be generated. */
export interface VisitorTurn {
  /** Generates the reply, handing its pieces to onDeltas as they come; nothing is stored. */
  run(
    onDeltas: (texts: string[]) => void,
    signal: AbortSignal,
    listeners?: ReplyListeners,
  ): Promise<VisitorChatDone>;
}

/** Visitors are counted by address without keeping the address itself. */
const addressHash = (ip: string) => createHash("sha256").update(`fable-visitor:${ip}`).digest("hex");

const userMessageCount = (messages: readonly VisitorMessage[]) =>
  messages.filter((message) => message.role === "user").length;

/** The conversation alternates user, bot, user … and ends with `last`. */
function assertTurnOrder(messages: readonly VisitorMessage[], last: VisitorMessage["role"]) {
  const alternates = messages.every((message, index) => message.role === (index % 2 === 0 ? "user" : "bot"));
  if (!alternates || messages.at(-1)?.role !== last) throw AppError.invalidInput("ChatMessages.visitorOrder");
}

/** Visitors never get adult content; a signed-in user who enabled it may carry such a chat over. */
async function assertNotFlagged(
  ctx: ServiceContext,
  messages: readonly VisitorMessage[],
  userId: number | null,
) {
  const flagged = messages.some((message) => message.role === "user" && isFlagged(message.content));
  if (flagged && !(userId !== null && (await allowsAdultContent(ctx, userId))))
    throw AppError.invalidInput("ChatMessages.inputFlagged");
}

/**
 * Counts one visitor message for the caller's address today, refusing with code 109 (the sign-in
 * prompt) past VISITOR_MESSAGES_PER_DAY; as with chat_usage the check and the count are one statement.
 * Returns the messages left today, or null when unlimited.
 */
async function consumeVisitorMessage(ctx: ServiceContext): Promise<number | null> {
  if (ctx.config.QUOTAS === "off") return null;
  const limit = ctx.config.VISITOR_MESSAGES_PER_DAY;
  const refusal = new AppError(ResponseCode.NEED_LOGIN, "ChatMessages.visitorDailyLimit");
  if (limit === 0) throw refusal;
  const [used] = await ctx.db
    .insert(visitorUsage)
    .values({ ipHash: addressHash(ctx.ip), day: utcDay(ctx), count: 1 })
    .onConflictDoUpdate({
      target: [visitorUsage.ipHash, visitorUsage.day],
      set: { count: sql`${visitorUsage.count} + 1` },
      setWhere: sql`${visitorUsage.count} < ${limit}`,
    })
    .returning({ count: visitorUsage.count });
  if (!used) throw refusal;
  return limit - used.count;
}

/** GET /v1/chat/preview/allowance. */
export async function visitorAllowance(ctx: ServiceContext): Promise<VisitorAllowance> {
  const messagesPerChat = ctx.config.VISITOR_MESSAGES;
  if (ctx.config.QUOTAS === "off") return { messagesPerChat, leftToday: null };
  const [row] = await ctx.db
    .select({ count: visitorUsage.count })
    .from(visitorUsage)
    .where(and(eq(visitorUsage.ipHash, addressHash(ctx.ip)), eq(visitorUsage.day, utcDay(ctx))));
  return { messagesPerChat, leftToday: Math.max(0, ctx.config.VISITOR_MESSAGES_PER_DAY - (row?.count ?? 0)) };
}

/** The greeting as the visitor saw it: the card's first greeting, names filled in. */
const visitorGreeting = (bot: BotRow) =>
  expandMacros(bot.greeting, { char: bot.name, user: VISITOR_NAME }).trim();

/** Rows the prompt builder reads as history; they exist only for this reply. */
function historyOf(bot: BotRow, messages: readonly VisitorMessage[]): HistoryRow[] {
  const greeting = visitorGreeting(bot);
  const texts = [...(greeting ? [{ role: "bot", content: greeting }] : []), ...messages];
  return texts.map((message, seq) => ({
    id: seq + 1,
    seq,
    role: message.role,
    text: message.content,
    pinned: false,
    swipeIndex: 0,
    swipeCount: 1,
  }));
}

/** A visitor's conversation has no memory: nothing is remembered beyond the messages themselves. */
const NO_MEMORY = { customMemory: "", summary: "" };

/** Varies the offline engine's wording from turn to turn while a conversation replays the same way. */
const seedOf = (botId: number, length: number) => (botId * 7919 + length * 104729) % 2147483647;

/**
 * POST /v1/chat/preview/chat: a reply to a visitor's conversation (docs/product.md#visitor-chat).
 * Everything is checked before streaming starts; only the address's daily count is stored.
 */
export async function prepareVisitorTurn(
  ctx: ServiceContext,
  body: { botId: string; messages: VisitorMessage[] },
): Promise<VisitorTurn> {
  // Whoever calls, the bot must be open to visitors: a creator's own private bot is not.
  const bot = await loadChattableBot({ ...ctx, userId: null }, Number(body.botId));
  // A visitor cannot watch a rewarded ad: an ads-locked bot asks them to sign in first.
  await assertBotOpen({ ...ctx, userId: null }, bot);
  assertTurnOrder(body.messages, "user");
  const sent = userMessageCount(body.messages);
  if (sent > ctx.config.VISITOR_MESSAGES)
    throw new AppError(ResponseCode.NEED_LOGIN, "ChatMessages.visitorLimit");
  await assertNotFlagged(ctx, body.messages, null);
  const leftToday = await consumeVisitorMessage(ctx);
  const messagesLeft = Math.min(ctx.config.VISITOR_MESSAGES - sent, leftToday ?? Number.POSITIVE_INFINITY);

  return {
    async run(onDeltas, signal, listeners) {
      const scene = sceneForChat(ctx, VISITOR_ACCOUNT, bot);
      const history = historyOf(bot, body.messages);
      // A PDF bot answers visitors from its document too: the passages their messages retrieve.
      const input = buildPromptInput(
        await withDocuments(ctx, {
          dialogue: NO_MEMORY,
          bot,
          scene,
          userName: VISITOR_NAME,
          persona: null,
          lore: await loreOf(ctx, bot),
          pinned: [],
          history,
        }),
      );
      const seed = seedOf(bot.id, history.length);
      const account = { userId: null, dialogueId: null, kind: "reply" as const };
      const reply = await streamReply(ctx, { scene, input, bot, seed, signal, account }, onDeltas, listeners);
      await recordReplyUsage(ctx, reply, null);
      return { role: "bot", content: reply.text, messagesLeft };
    },
  };
}

/**
 * POST /v1/chat/visitor/adopt: after signing in, the visitor's conversation becomes a new dialogue —
 * the greeting as message 0 (alternate greetings as its swipes, as a new dialogue has them) followed by
 * the visitor's messages.
 */
export async function adoptVisitorChat(
  ctx: UserContext,
  body: { botId: string; messages: VisitorMessage[] },
): Promise<DialogueInfo> {
  const { userId } = ctx;
  const bot = await loadChattableBot(ctx, Number(body.botId));
  await assertBotOpen(ctx, bot);
  assertTurnOrder(body.messages, "bot");
  const most = ctx.config.VISITOR_MESSAGES * 2;
  if (body.messages.length > most)
    throw AppError.invalidInput(verbatim(`messages: at most ${most} messages`));
  await assertNotFlagged(ctx, body.messages, userId);

  const dialogue = await startDialogue(ctx, userId, bot, body.messages);
  return dialogueInfo(ctx, bot, dialogue);
}
