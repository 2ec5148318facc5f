import type { ChapterReviewItem } from "@fable/contract";
import { ResponseCode } from "@fable/contract";
import { and, asc, eq } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { forgetListedBots } from "../bots/index.ts";
import { storyChapters } from "./novels.schema.ts";

const QUEUE_PAGE = 100;

/** GET /admin/review/chapters (reviewers only): written chapters waiting for a decision, oldest first. */
export async function listChapterQueue(ctx: UserContext): Promise<ChapterReviewItem[]> {
  const rows = await ctx.db
    .select({ chapter: storyChapters, name: bots.name, story: bots.story })
    .from(storyChapters)
    .innerJoin(bots, eq(bots.id, storyChapters.botId))
    .where(eq(storyChapters.reviewStatus, "pending"))
    .orderBy(asc(storyChapters.createdAt), asc(storyChapters.id))
    .limit(QUEUE_PAGE);
  return rows.map(({ chapter, name, story }) => ({
    botId: String(chapter.botId),
    storyTitle: story?.title ?? name,
    number: chapter.number,
    title: chapter.title,
    text: chapter.text,
    writtenAt: chapter.createdAt.toISOString(),
  }));
}

/**
 * POST /admin/review/decideChapter: approve a pending chapter (readers see it), or reject it: it is
 * removed, so the novel can have that chapter written again.
 */
export async function decideChapter(
  ctx: UserContext,
  decision: { botId: string; number: number; decision: "approve" | "reject" },
): Promise<null> {
  const pending = and(
    eq(storyChapters.botId, Number(decision.botId)),
    eq(storyChapters.number, decision.number),
    eq(storyChapters.reviewStatus, "pending"),
  );
  const changed =
    decision.decision === "approve"
      ? await ctx.db
          .update(storyChapters)
          .set({ reviewStatus: "approved" })
          .where(pending)
          .returning({ id: storyChapters.id })
      : await ctx.db.delete(storyChapters).where(pending).returning({ id: storyChapters.id });
  if (changed.length === 0) throw new AppError(ResponseCode.FAILED, "NovelMessages.chapterNotPending");
  forgetListedBots(ctx);
  return null;
}
