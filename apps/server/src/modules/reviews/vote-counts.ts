import { ReviewVote, type ReviewVoteCounts } from "@fable/contract";
import { eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { reviewVotes } from "./reviews.schema.ts";

const votesOf = (kind: number) => sql<number>`count(*) filter (where ${reviewVotes.vote} = ${kind})::int`;

/**
 * Votes of each kind as aggregates over review_votes: the tables keep no counters, so totals can
 * never drift from the votes themselves. Select these with `.from(reviewVotes)`.
 */
export const voteTotals = {
  likes: votesOf(ReviewVote.LIKE),
  dislikes: votesOf(ReviewVote.DISLIKE),
  funs: votesOf(ReviewVote.FUN),
};

export async function voteCountsOf(ctx: ServiceContext, reviewId: number): Promise<ReviewVoteCounts> {
  const [counts] = await ctx.db
    .select(voteTotals)
    .from(reviewVotes)
    .where(eq(reviewVotes.reviewId, reviewId));
  return counts ?? { likes: 0, dislikes: 0, funs: 0 };
}
