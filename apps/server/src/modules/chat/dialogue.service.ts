import type { DialogueInfo } from "@fable/contract";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { lockUntilCommit } from "../../db/advisory-lock.ts";
import { AppError } from "../../errors.ts";
import { expandMacros } from "../../llm/prompt/index.ts";
import { dialoguesUsableBy } from "../../policies/dialogue.policy.ts";
import { personasUsableBy } from "../../policies/persona.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { assertBotOpen } from "../ads/index.ts";
import { type BotRow, bots } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";
import { chatMessages, dialogues, personas } from "./chat.schema.ts";
import { toChatMessage } from "./chat-message.ts";
import { type DialogueRow, loadChattableBot, loadOwnDialogue } from "./dialogue-access.ts";
import { personaById } from "./personas/personas.service.ts";
import { withPictures } from "./pictures/picture-view.ts";
import { sceneForUserChat, sceneSummary } from "./settings/model-choice.ts";
import { startPlayThrough } from "./story/play-through-start.ts";
import { isStoryBot } from "./story/story-turn.ts";

const FIRST_PAGE = 30;

/** The name {{user}} stands for: the chosen persona's, else the account's. */
async function speakerName(ctx: ServiceContext, userId: number, maskId: number | null): Promise<string> {
  if (maskId !== null) {
    const [mask] = await ctx.db.select({ name: personas.name }).from(personas).where(eq(personas.id, maskId));
    if (mask) return mask.name;
  }
  const [user] = await ctx.db.select({ userName: users.userName }).from(users).where(eq(users.id, userId));
  return user?.userName ?? "you";
}

/**
 * A new dialogue whose message 0 is the greeting, with the alternate greetings as its other swipes,
 * followed by `carried` (a visitor's conversation brought along at sign-in), in one transaction.
 */
export async function startDialogue(
  ctx: ServiceContext,
  userId: number,
  bot: BotRow,
  carried: readonly { role: "user" | "bot"; content: string }[] = [],
) {
  const [defaultPersona] = await ctx.db
    .select({ id: personas.id })
    .from(personas)
    .where(and(personasUsableBy({ userId }), eq(personas.isDefault, true)));
  const maskId = defaultPersona?.id ?? null;
  const names = { char: bot.name, user: await speakerName(ctx, userId, maskId) };
  const greetings = [bot.greeting, ...bot.alternateGreetings]
    .map((greeting) => expandMacros(greeting, names).trim())
    .filter(Boolean);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [dialogue] = await tx
      .insert(dialogues)
      .values({
        userId,
        botId: bot.id,
        maskId,
        nextSeq: carried.length + 1,
        createdAt: now,
        lastMessageAt: now,
      })
      .returning();
    const rows = [
      ...(greetings.length > 0 ? [{ seq: 0, role: "bot", swipes: greetings }] : []),
      ...carried.map((message, index) => ({ seq: index + 1, role: message.role, swipes: [message.content] })),
    ];
    if (rows.length > 0)
      await tx
        .insert(chatMessages)
        .values(rows.map((row) => ({ ...row, dialogueId: dialogue!.id, createdAt: now })));
    // The bot's chat count (shown on cards and used by trending) counts dialogues started with it.
    await tx
      .update(bots)
      .set({ chats: sql`${bots.chats} + 1` })
      .where(eq(bots.id, bot.id));
    return dialogue!;
  });
}

/** POST /v1/chat/enterDialogueV2: resume the given or latest dialogue with the bot, or start one. */
export async function enterDialogue(
  ctx: UserContext,
  request: { botId: string; dialogueId?: string | undefined; newChat?: boolean | undefined },
): Promise<DialogueInfo> {
  const { userId } = ctx;
  // The dialogue first: someone else's, or one with a removed bot, is invalid whatever the bot's state.
  const dialogue = request.dialogueId ? await loadOwnDialogue(ctx, Number(request.dialogueId)) : undefined;
  const bot = await loadChattableBot(ctx, Number(request.botId));
  // An ads-locked bot opens to free users only after a rewarded ad (docs/product.md#rewarded-ads).
  await assertBotOpen(ctx, bot);
  if (dialogue && dialogue.botId !== bot.id) throw AppError.notFound("ChatMessages.dialogueInvalid");
  const latest = await latestDialogue(ctx, userId, bot.id);
  if (dialogue) {
    // Writing in an older chat makes it the latest, and the chat left would be reachable no more.
    if (latest && latest.id !== dialogue.id) await keepReachable(ctx, latest);
    return dialogueInfo(ctx, bot, dialogue);
  }
  if (latest && !request.newChat) return dialogueInfo(ctx, bot, latest);
  if (!request.newChat) return dialogueInfo(ctx, bot, await latestOrFirstDialogue(ctx, bot));
  // New chat opens a fresh dialogue, and entering without dialogueId would never reach the old one
  // again: it joins the saved chats first, unless nobody has written in it yet.
  const previousChatSaved = latest ? await keepReachable(ctx, latest) : false;
  return { ...(await dialogueInfo(ctx, bot, await startChat(ctx, bot))), previousChatSaved };
}

/** The dialogue with the bot the user wrote in last (hidden ones aside), if any. */
async function latestDialogue(ctx: ServiceContext, userId: number, botId: number) {
  const [latest] = await ctx.db
    .select()
    .from(dialogues)
    .where(and(dialoguesUsableBy({ userId }), eq(dialogues.botId, botId), eq(dialogues.hidden, false)))
    .orderBy(desc(dialogues.lastMessageAt), desc(dialogues.id))
    .limit(1);
  return latest;
}

/** A story's chat is a play-through: the screen that opens it sends the user to the adventure. */
const startChat = (ctx: UserContext, bot: BotRow) =>
  isStoryBot(bot) ? startPlayThrough(ctx, bot, 1) : startDialogue(ctx, ctx.userId, bot);

/**
 * The first dialogue with a bot, started once however many requests ask at the same moment (two tabs,
 * or a screen asking again as it learns who is signed in): they take turns on a lock for the user and
 * bot, and all but the first find the dialogue the first one started. Without this each started its
 * own, and a chat screen could switch to the second while its user typed in the first.
 */
async function latestOrFirstDialogue(ctx: UserContext, bot: BotRow): Promise<DialogueRow> {
  return ctx.db.transaction(async (tx) => {
    await lockUntilCommit(tx, `dialogue-start:${ctx.userId}:${bot.id}`);
    const inTurn = { ...ctx, db: tx };
    return (await latestDialogue(inTurn, ctx.userId, bot.id)) ?? (await startChat(inTurn, bot));
  });
}

/**
 * Saves a dialogue that holds anything beyond the greeting (message 0); true when it is saved now.
 * A dialogue of the greeting alone has nothing to go back to.
 */
export async function keepReachable(ctx: ServiceContext, dialogue: DialogueRow): Promise<boolean> {
  if (dialogue.savedAt !== null) return true;
  const [written] = await ctx.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.dialogueId, dialogue.id), gt(chatMessages.seq, 0)))
    .limit(1);
  if (!written) return false;
  await ctx.db.update(dialogues).set({ savedAt: ctx.clock.now() }).where(eq(dialogues.id, dialogue.id));
  return true;
}

/** What the chat screen opens with: the bot, the model, the persona and the newest messages. */
export async function dialogueInfo(
  ctx: ServiceContext,
  bot: BotRow,
  dialogue: DialogueRow,
): Promise<DialogueInfo> {
  const [page, scene, mask] = await Promise.all([
    messagePage(ctx, dialogue.id, undefined, FIRST_PAGE),
    sceneForUserChat(ctx, dialogue.userId, bot),
    dialogue.maskId === null ? null : personaById(ctx, dialogue.maskId),
  ]);
  return {
    dialogueId: String(dialogue.id),
    botId: String(bot.id),
    botName: bot.name,
    avatar: bot.avatar,
    botType: bot.botType,
    model: sceneSummary(scene),
    mask,
    messages: [...page.messages].reverse(),
    hasMore: page.hasMore,
  };
}

/** Messages of a dialogue before `beforeId` (all when undefined), newest first. */
export async function messagePage(
  ctx: ServiceContext,
  dialogueId: number,
  beforeId: number | undefined,
  limit: number,
) {
  const rows = await ctx.db
    .select()
    .from(chatMessages)
    .where(
      beforeId === undefined
        ? eq(chatMessages.dialogueId, dialogueId)
        : and(eq(chatMessages.dialogueId, dialogueId), lt(chatMessages.id, beforeId)),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(limit + 1);
  const messages = await withPictures(ctx, rows.slice(0, limit).map(toChatMessage));
  return { messages, hasMore: rows.length > limit };
}
