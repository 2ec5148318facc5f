import type { ChatMessage } from "@fable/contract";
import { ResponseCode, type ScoreConf, type StoryDialogue, type StoryMessage } from "@fable/contract";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { renderMessage } from "../../../i18n/server-message.ts";
import { dialoguesUsableBy } from "../../../policies/dialogue.policy.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import { assertBotOpen } from "../../ads/index.ts";
import { dialogues, storyRatings } from "../chat.schema.ts";
import { keepReachable, messagePage } from "../dialogue.service.ts";
import { type DialogueRow, loadChattableBot, loadOwnDialogue } from "../dialogue-access.ts";
import { startPlayThrough } from "./play-through-start.ts";
import { chaptersOf, isStoryBot, type StoryBot } from "./story-turn.ts";

const FIRST_PAGE = 30;

/** The story bot a user may play: a chattable bot that is a story, else "Bot unavailable now". */
async function loadPlayableStory(ctx: UserContext, botId: number): Promise<StoryBot> {
  const bot = await loadChattableBot(ctx, botId);
  if (!isStoryBot(bot)) throw new AppError(ResponseCode.BOT_UNAVAILABLE, "CharacterMessages.botNotFound");
  // An ads-locked story opens to free users only after a rewarded ad, as a chat does.
  await assertBotOpen(ctx, bot);
  return bot;
}

/** A message of a play-through as the adventure screen reads it: story info null for the player's. */
const storyMessage = (message: ChatMessage): StoryMessage => ({ ...message, story: message.story ?? null });

/** What the adventure screen opens with: the story, the chapter and the newest messages. */
async function storyDialogue(
  ctx: ServiceContext,
  bot: StoryBot,
  dialogue: DialogueRow,
): Promise<StoryDialogue> {
  const page = await messagePage(ctx, dialogue.id, undefined, FIRST_PAGE);
  const chapterCount = chaptersOf(bot.story).length;
  return {
    dialogueId: String(dialogue.id),
    botId: String(bot.id),
    title: bot.story.title,
    characterName: bot.characterName || bot.name,
    avatar: bot.avatar,
    chapter: Math.min(chapterCount, dialogue.storyChapter ?? 1),
    chapterCount,
    messages: [...page.messages].reverse().map(storyMessage),
    hasMore: page.hasMore,
  };
}

/**
 * POST /v1/chat/story/openStoryDialogue: the user's latest play-through of the story, or a new one;
 * with `chapter`, a new one at that chapter (the latest is kept among the saved chats).
 */
export async function openStoryDialogue(
  ctx: UserContext,
  request: { botId: string; chapter?: number | undefined },
): Promise<StoryDialogue> {
  const bot = await loadPlayableStory(ctx, Number(request.botId));
  const [latest] = await ctx.db
    .select()
    .from(dialogues)
    .where(
      and(
        dialoguesUsableBy(ctx),
        eq(dialogues.botId, bot.id),
        eq(dialogues.hidden, false),
        // A chat of the story from before it was played as one is not a play-through.
        isNotNull(dialogues.storyChapter),
      ),
    )
    .orderBy(desc(dialogues.lastMessageAt), desc(dialogues.id))
    .limit(1);
  if (request.chapter === undefined) {
    if (latest) return storyDialogue(ctx, bot, latest);
    return storyDialogue(ctx, bot, await startPlayThrough(ctx, bot, 1));
  }
  const chapter = Math.min(request.chapter, chaptersOf(bot.story).length);
  if (latest) await keepReachable(ctx, latest);
  return storyDialogue(ctx, bot, await startPlayThrough(ctx, bot, chapter));
}

/** POST /v1/chat/story/saveDialogue: restart; the play-through joins the saved chats, a new one starts. */
export async function restartStory(
  ctx: UserContext,
  request: { dialogueId: string },
): Promise<StoryDialogue> {
  const dialogue = await loadOwnDialogue(ctx, Number(request.dialogueId));
  const bot = await loadPlayableStory(ctx, dialogue.botId);
  await keepReachable(ctx, dialogue);
  return storyDialogue(ctx, bot, await startPlayThrough(ctx, bot, 1));
}

/** POST /v1/chat/story/getStoryChatHistory: older messages of a play-through, newest first. */
export async function storyHistory(
  ctx: UserContext,
  request: { dialogueId: string; beforeMsgId?: string | undefined; limit: number },
) {
  const dialogue = await loadOwnDialogue(ctx, Number(request.dialogueId));
  const before = request.beforeMsgId ? Number(request.beforeMsgId) : undefined;
  const page = await messagePage(ctx, dialogue.id, before, request.limit);
  return { messages: page.messages.map(storyMessage), hasMore: page.hasMore };
}

const SCORES = [1, 2, 3, 4, 5] as const;

/** GET /v1/chat/getScoreConf: the rating choices, 1 to 5, in the reader's language. */
export function scoreConf(ctx: ServiceContext): ScoreConf {
  return SCORES.map((score) => ({ score, label: renderMessage(`ChatMessages.score${score}`, ctx.language) }));
}

/**
 * POST /v1/nps/saveNps: the user's rating of a story's chapter; a second rating of the same chapter
 * replaces the first. The story must be one they may read; a play-through named must be their own.
 */
export async function saveStoryRating(
  ctx: UserContext,
  request: {
    botId: string;
    dialogueId?: string | undefined;
    chapter: number;
    score: number;
    comment?: string | undefined;
  },
): Promise<null> {
  const dialogue = request.dialogueId ? await loadOwnDialogue(ctx, Number(request.dialogueId)) : undefined;
  const bot = await loadChattableBot(ctx, Number(request.botId));
  if (!isStoryBot(bot)) throw new AppError(ResponseCode.BOT_UNAVAILABLE, "CharacterMessages.botNotFound");
  if (dialogue && dialogue.botId !== bot.id) throw AppError.notFound("ChatMessages.dialogueInvalid");
  const row = {
    userId: ctx.userId,
    botId: bot.id,
    chapter: request.chapter,
    dialogueId: dialogue?.id ?? null,
    score: request.score,
    comment: request.comment ?? "",
    createdAt: ctx.clock.now(),
  };
  await ctx.db
    .insert(storyRatings)
    .values(row)
    .onConflictDoUpdate({
      target: [storyRatings.userId, storyRatings.botId, storyRatings.chapter],
      set: { dialogueId: row.dialogueId, score: row.score, comment: row.comment, createdAt: row.createdAt },
    });
  return null;
}
