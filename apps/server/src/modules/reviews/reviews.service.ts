import type { ReviewItem } from "@fable/contract";
import { and, desc, eq } from "drizzle-orm";
import { lockUntilCommit } from "../../db/advisory-lock.ts";
import { AppError } from "../../errors.ts";
import { isFlagged } from "../../lib/word-filter.ts";
import { canOnReview } from "../../policies/review.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { loadChattableBot } from "../chat/index.ts";
import { loadReviewItem } from "./review-list.service.ts";
import { isReviewer } from "./reviewer-check.ts";
import { botReviews, reviewVotes } from "./reviews.schema.ts";

/**
 * POST /bot/reviews/post. A user has one review per bot, as in app stores: posting again rewrites
 * it (same id, so reports about it still point at it) and dates it now. Its votes go, because they
 * judged words that are no longer there and would otherwise lend them to whatever replaced them.
 * Posting the same words again changes nothing. Reviews are public, so the word list applies to
 * everyone, whatever their own adult-content setting.
 */
export async function postReview(
  ctx: UserContext,
  input: { botId: string; content: string },
): Promise<ReviewItem> {
  const { userId } = ctx;
  const bot = await loadChattableBot(ctx, Number(input.botId));
  if (isFlagged(input.content)) throw AppError.invalidInput("FeedbackMessages.reviewFlagged");
  const reviewId = await ctx.db.transaction(async (tx) => {
    await lockUntilCommit(tx, `bot-review:${bot.id}:${userId}`);
    const [existing] = await tx
      .select({ id: botReviews.id, content: botReviews.content })
      .from(botReviews)
      .where(and(eq(botReviews.botId, bot.id), eq(botReviews.userId, userId)))
      .orderBy(desc(botReviews.createdAt))
      .limit(1);
    if (!existing) {
      const [created] = await tx
        .insert(botReviews)
        .values({ botId: bot.id, userId, content: input.content, createdAt: ctx.clock.now() })
        .returning({ id: botReviews.id });
      return created!.id;
    }
    if (existing.content === input.content) return existing.id;
    await tx
      .update(botReviews)
      .set({ content: input.content, createdAt: ctx.clock.now() })
      .where(eq(botReviews.id, existing.id));
    await tx.delete(reviewVotes).where(eq(reviewVotes.reviewId, existing.id));
    return existing.id;
  });
  return loadReviewItem(ctx, bot.id, reviewId);
}

/**
 * POST /bot/reviews/deleteReview: authors delete their own reviews (even of a bot since hidden);
 * reviewers and admins delete any. Anyone else is told the review does not exist. Its votes go with
 * it (ON DELETE CASCADE).
 */
export async function deleteReview(ctx: UserContext, reviewId: number): Promise<{ reviewId: string }> {
  const [review] = await ctx.db
    .select({ id: botReviews.id, authorId: botReviews.userId })
    .from(botReviews)
    .where(eq(botReviews.id, reviewId));
  const actor = { userId: ctx.userId, reviewer: review !== undefined && (await isReviewer(ctx)) };
  if (!canOnReview(actor, "delete", review)) throw AppError.notFound("FeedbackMessages.reviewNotFound");
  await ctx.db.delete(botReviews).where(eq(botReviews.id, review.id));
  return { reviewId: String(review.id) };
}
