import type { NovelChapter } from "@fable/contract";
import { and, count, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { loadReadableStory } from "./novel-access.ts";
import { storyChapters } from "./novels.schema.ts";

const approvedOf = (botId: number) =>
  and(eq(storyChapters.botId, botId), eq(storyChapters.reviewStatus, "approved"));

/** GET /v1/story/chapter: one chapter to read; chapters waiting for review or rejected are not. */
export async function readChapter(ctx: ServiceContext, botId: number, number: number): Promise<NovelChapter> {
  const bot = await loadReadableStory(ctx, botId);
  const [[chapter], [counted]] = await Promise.all([
    ctx.db
      .select({ title: storyChapters.title, text: storyChapters.text })
      .from(storyChapters)
      .where(and(approvedOf(bot.id), eq(storyChapters.number, number))),
    ctx.db.select({ n: count() }).from(storyChapters).where(approvedOf(bot.id)),
  ]);
  if (!chapter) throw AppError.notFound("NovelMessages.chapterNotFound");
  return {
    botId: String(bot.id),
    number,
    title: chapter.title,
    text: chapter.text,
    chapterCount: counted?.n ?? 0,
  };
}
