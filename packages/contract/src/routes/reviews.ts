import {
  DeletedReview,
  ListReviewsRequest,
  PostReviewRequest,
  ReviewItem,
  ReviewPage,
  ReviewRef,
  ReviewStat,
  ReviewStatQuery,
  ReviewVoteResult,
  VoteReviewRequest,
} from "../feedback.ts";
import { defineRoute } from "./define.ts";

/** The bot page's reviews panel (docs/product.md#review): user reviews of bots and votes on them. */
export const reviewRoutes = {
  post: defineRoute({
    method: "POST",
    path: "/bot/reviews/post",
    access: "user",
    tag: "reviews",
    summary: "Review a bot you can chat with (1-1000 characters); posting again rewrites your review",
    body: PostReviewRequest,
    result: ReviewItem,
  }),
  list: defineRoute({
    method: "POST",
    path: "/bot/reviews/list",
    access: "public",
    tag: "reviews",
    summary: "A page of a bot's reviews, newest or top first, with vote counts and your own vote",
    body: ListReviewsRequest,
    result: ReviewPage,
  }),
  vote: defineRoute({
    method: "POST",
    path: "/bot/reviews/vote",
    access: "user",
    tag: "reviews",
    summary: "Vote on someone else's review: 1 like, 2 dislike, 3 fun; 0 takes your vote back",
    body: VoteReviewRequest,
    result: ReviewVoteResult,
  }),
  remove: defineRoute({
    method: "POST",
    path: "/bot/reviews/deleteReview",
    access: "user",
    tag: "reviews",
    summary: "Delete your review (reviewers and admins: any review) with its votes",
    body: ReviewRef,
    result: DeletedReview,
  }),
  stat: defineRoute({
    method: "GET",
    path: "/bot/reviews/getStat",
    access: "public",
    tag: "reviews",
    summary: "How many reviews a bot has and the likes, dislikes and funs they received",
    query: ReviewStatQuery,
    result: ReviewStat,
  }),
} as const;
