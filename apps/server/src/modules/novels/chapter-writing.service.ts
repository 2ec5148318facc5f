import { NOVEL_LIMITS, ResponseCode, storyBeats, type WrittenChapter } from "@fable/contract";
import { and, count, desc, eq, gte } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import { isFlagged } from "../../lib/word-filter.ts";
import { type ChapterBrief, writeOfflineChapter } from "../../llm/offline/novel/chapter-writer.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { forgetListedBots } from "../bots/index.ts";
import { generateOnce, sceneForUser } from "../chat/index.ts";
import { chapterFromModel, chapterInstruction, chapterPrompt } from "./chapter-prompt.ts";
import { loadReadableStory } from "./novel-access.ts";
import { storyChapters } from "./novels.schema.ts";

/** A chapter being written holds its number ("writing") so that two requests cannot write the same one. */
const UNREVIEWED = ["writing", "pending"];
/** Room for about 900 words of prose (or 1600 Chinese characters). */
const CHAPTER_TOKENS = 2000;

/**
 * POST /v1/story/writeNextChapter (docs/product.md#novels): the next chapter of an unfinished novel,
 * written by the user's model or the offline writer, following the storyline's next beat and picking
 * up where the last chapter ended. One chapter of a story is written or waits for review at a time;
 * a user may have NOVEL_LIMITS.writesPerDay written a UTC day. With REVIEW_MODE=manual, or when the
 * word filter flags it, the chapter waits for a reviewer.
 */
export async function writeNextChapter(ctx: UserContext, botId: number): Promise<WrittenChapter> {
  const bot = await loadReadableStory(ctx, botId);
  if (bot.story.finished) throw new AppError(ResponseCode.FAILED, "NovelMessages.finished");
  await assertDailyAllowance(ctx);
  const [last] = await ctx.db
    .select()
    .from(storyChapters)
    .where(eq(storyChapters.botId, bot.id))
    .orderBy(desc(storyChapters.number))
    .limit(1);
  if (last && UNREVIEWED.includes(last.reviewStatus))
    throw new AppError(ResponseCode.FAILED, "NovelMessages.chapterPending");
  const number = (last?.number ?? 0) + 1;
  if (number > NOVEL_LIMITS.chaptersMax) throw new AppError(ResponseCode.FAILED, "NovelMessages.finished");

  // Holding the number first: a second request for this story fails on the unique (bot, number).
  const [held] = await ctx.db
    .insert(storyChapters)
    .values({ botId: bot.id, number, title: "", text: "", reviewStatus: "writing", writtenFor: ctx.userId })
    .onConflictDoNothing()
    .returning({ id: storyChapters.id });
  if (!held) throw new AppError(ResponseCode.FAILED, "NovelMessages.chapterPending");

  try {
    const beats = storyBeats(bot.story.storyline);
    const brief: ChapterBrief = {
      title: bot.story.title,
      characterName: bot.characterName || bot.name,
      characterDescription: bot.description,
      protagonistDescription: bot.story.protagonistDescription,
      background: bot.story.background || bot.scenario,
      beat: beats[number - 1] ?? null,
      nextBeat: beats[number] ?? null,
      previousEnding: last ? lastParagraph(last.text) : null,
      number,
    };
    const written = await writeChapter(ctx, brief, bot.id);
    const title = written.title.slice(0, NOVEL_LIMITS.chapterTitleMax);
    const text = written.text.slice(0, NOVEL_LIMITS.chapterMaxChars);
    const flagged = isFlagged(title) || isFlagged(text);
    const status = ctx.config.REVIEW_MODE === "manual" || flagged ? "pending" : "approved";
    await ctx.db
      .update(storyChapters)
      .set({ title, text, reviewStatus: status, createdAt: ctx.clock.now() })
      .where(eq(storyChapters.id, held.id));
    if (status === "approved") forgetListedBots(ctx);
    return { number, title, status };
  } catch (error) {
    await ctx.db.delete(storyChapters).where(eq(storyChapters.id, held.id));
    throw error;
  }
}

async function assertDailyAllowance(ctx: UserContext) {
  const now = ctx.clock.now();
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [written] = await ctx.db
    .select({ n: count() })
    .from(storyChapters)
    .where(and(eq(storyChapters.writtenFor, ctx.userId), gte(storyChapters.createdAt, dayStart)));
  if ((written?.n ?? 0) >= NOVEL_LIMITS.writesPerDay)
    throw new AppError(ResponseCode.FAILED, "NovelMessages.dailyWrites");
}

/** The user's model (or its fallbacks) writes the chapter; the offline writer when the offline engine answers. */
async function writeChapter(ctx: UserContext, brief: ChapterBrief, botId: number) {
  const answer = await generateOnce(ctx, {
    scene: await sceneForUser(ctx, ctx.userId),
    call: () => ({
      system: chapterInstruction(brief),
      prompt: chapterPrompt(brief),
      maxOutputTokens: CHAPTER_TOKENS,
    }),
    account: { userId: ctx.userId, dialogueId: null, kind: "chapter" },
    usable: (text) => chapterFromModel(text, brief.number) !== null,
  });
  if ("offline" in answer) return writeOfflineChapter(brief, botId);
  return chapterFromModel(answer.text, brief.number)!;
}

/** The last paragraph of a chapter, which the next one picks up from. */
const lastParagraph = (text: string) =>
  text
    .trim()
    .split(/\n\s*\n/)
    .at(-1)
    ?.slice(-1200) ?? "";
