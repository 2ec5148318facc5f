import type { StoryBotDetail } from "@fable/contract";
import { and, asc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { botLikes } from "../bots/bots.schema.ts";
import { loadReadableStory } from "./novel-access.ts";
import { toNovelCard } from "./novel-card.ts";
import { readingProgress, storyChapters } from "./novels.schema.ts";
import { readerNovelIds } from "./open-in-reader.ts";

/** GET /ai/roleInfo/getStoryBotDetail: a novel's page, with the viewer's like and reading progress. */
export async function getStoryBotDetail(ctx: ServiceContext, botId: number): Promise<StoryBotDetail> {
  const bot = await loadReadableStory(ctx, botId);
  const userId = ctx.userId;
  const [chapters, liked, progress, readerIds] = await Promise.all([
    ctx.db
      .select({
        number: storyChapters.number,
        title: storyChapters.title,
        status: storyChapters.reviewStatus,
      })
      .from(storyChapters)
      .where(eq(storyChapters.botId, bot.id))
      .orderBy(asc(storyChapters.number)),
    userId === null
      ? []
      : ctx.db
          .select({ botId: botLikes.botId })
          .from(botLikes)
          .where(and(eq(botLikes.userId, userId), eq(botLikes.botId, bot.id))),
    userId === null
      ? []
      : ctx.db
          .select({ chapter: readingProgress.chapter })
          .from(readingProgress)
          .where(and(eq(readingProgress.userId, userId), eq(readingProgress.botId, bot.id))),
    readerNovelIds(ctx),
  ]);
  const approved = chapters.filter((chapter) => chapter.status === "approved");
  return {
    ...toNovelCard({ ...bot, chapterCount: approved.length }, ctx.clock.now(), readerIds),
    background: bot.story.background || bot.scenario,
    description: bot.description,
    chapters: approved.map(({ number, title }) => ({ number, title })),
    liked: liked.length > 0,
    progress: progress[0]?.chapter ?? null,
    nextChapterPending: chapters.some((chapter) => chapter.status === "pending"),
  };
}
