import { type ReviewItem, type ReviewPage, ReviewVote } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { botReviewKeys, nextVote, withVoteResult } from "./botReviews";

const review = (id: string, votes: Partial<ReviewItem> = {}) =>
  ({ id, likes: 0, dislikes: 0, funs: 0, myVote: 0, ...votes }) as ReviewItem;
const page = (list: ReviewItem[], myReview: ReviewItem | null = null): ReviewPage => ({
  list,
  page: 1,
  limit: 10,
  total: list.length,
  myReview,
});

describe("nextVote", () => {
  it("gives the clicked vote, replacing another", () => {
    expect(nextVote(ReviewVote.NONE, ReviewVote.LIKE)).toBe(ReviewVote.LIKE);
    expect(nextVote(ReviewVote.DISLIKE, ReviewVote.FUN)).toBe(ReviewVote.FUN);
  });

  it("takes the vote back when the same one is clicked again", () => {
    expect(nextVote(ReviewVote.LIKE, ReviewVote.LIKE)).toBe(ReviewVote.NONE);
    expect(nextVote(ReviewVote.FUN, ReviewVote.FUN)).toBe(ReviewVote.NONE);
  });
});

describe("withVoteResult", () => {
  const result = { reviewId: "2", likes: 4, dislikes: 1, funs: 2, myVote: ReviewVote.LIKE };

  it("puts the server's counts and the viewer's vote on that review only", () => {
    const updated = withVoteResult(page([review("1", { likes: 9 }), review("2", { likes: 3 })]), result);
    expect(updated.list[0]).toEqual(review("1", { likes: 9 }));
    expect(updated.list[1]).toMatchObject({ likes: 4, dislikes: 1, funs: 2, myVote: ReviewVote.LIKE });
  });

  it("updates the viewer's own review too when it is the one voted on", () => {
    expect(withVoteResult(page([], review("2")), result).myReview).toMatchObject({ likes: 4 });
    expect(withVoteResult(page([], review("5")), result).myReview).toEqual(review("5"));
    expect(withVoteResult(page([]), result).myReview).toBeNull();
  });
});

describe("botReviewKeys", () => {
  it("keeps viewers and sorts apart under one bot, so a change refreshes all of that bot", () => {
    expect(botReviewKeys.list("1", "top", "a")).not.toEqual(botReviewKeys.list("1", "top", "anonymous"));
    expect(botReviewKeys.list("1", "newest", "anonymous")).not.toEqual(
      botReviewKeys.list("1", "top", "anonymous"),
    );
    for (const key of [botReviewKeys.list("1", "top", "anonymous"), botReviewKeys.stat("1")])
      expect(key.slice(0, 2)).toEqual(botReviewKeys.bot("1"));
  });
});
