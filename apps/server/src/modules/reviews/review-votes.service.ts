import { ResponseCode, type ReviewVoteResult } from "@fable/contract";
import { and, eq } from "drizzle-orm";
import { isForeignKeyViolation } from "../../db/pg-errors.ts";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { assertChattable } from "../chat/index.ts";
import { botReviews, reviewVotes } from "./reviews.schema.ts";
import { voteCountsOf } from "./vote-counts.ts";

/**
 * POST /bot/reviews/vote: one vote per user and review; a new vote replaces the old, 0 takes it
 * back. Only reviews of a bot the voter may open can be voted on, and never one's own.
 */
export async function voteOnReview(
  ctx: UserContext,
  input: { reviewId: string; vote: number },
): Promise<ReviewVoteResult> {
  const { userId } = ctx;
  const [review] = await ctx.db
    .select({
      id: botReviews.id,
      authorId: botReviews.userId,
      creatorId: bots.creatorId,
      visibility: bots.visibility,
      reviewStatus: bots.reviewStatus,
    })
    .from(botReviews)
    .innerJoin(bots, eq(bots.id, botReviews.botId))
    .where(eq(botReviews.id, Number(input.reviewId)));
  if (!review) throw AppError.notFound("FeedbackMessages.reviewNotFound");
  assertChattable(ctx, review);
  if (review.authorId === userId)
    throw new AppError(ResponseCode.FORBIDDEN, "FeedbackMessages.ownReviewVote");
  if (input.vote === 0) {
    await ctx.db
      .delete(reviewVotes)
      .where(and(eq(reviewVotes.reviewId, review.id), eq(reviewVotes.userId, userId)));
  } else {
    const now = ctx.clock.now();
    await ctx.db
      .insert(reviewVotes)
      .values({ reviewId: review.id, userId, vote: input.vote, createdAt: now })
      .onConflictDoUpdate({
        target: [reviewVotes.reviewId, reviewVotes.userId],
        set: { vote: input.vote, createdAt: now },
      })
      .catch((error: unknown) => {
        // The review was deleted between the read above and this vote.
        if (isForeignKeyViolation(error)) throw AppError.notFound("FeedbackMessages.reviewNotFound");
        throw error;
      });
  }
  return { reviewId: String(review.id), myVote: input.vote, ...(await voteCountsOf(ctx, review.id)) };
}
