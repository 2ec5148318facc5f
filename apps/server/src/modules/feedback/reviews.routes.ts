import {
  envelopeOf,
  ListReviewsRequest,
  PostReviewRequest,
  ReviewItem,
  ReviewPage,
  ReviewRef,
  ReviewStat,
  ReviewStatQuery,
  ReviewVoteResult,
  VoteReviewRequest,
} from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import { byUser } from "../media/media-rate-limits.ts";
import { listReviews, reviewStat } from "./review-list.service.ts";
import { voteOnReview } from "./review-votes.service.ts";
import { deleteReview, postReview } from "./reviews.service.ts";

const signedIn = [{ bearer: [] }];
const tags = ["reviews"];

/** The bot page's reviews panel (docs/product.md#review). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/bot/reviews/post",
    {
      // Writing is cheap to repeat and public to read: a burst from one account is a script.
      config: { rateLimits: [{ name: "review-post-user", limit: 20, windowMs: 60_000, key: byUser }] },
      schema: {
        tags,
        security: signedIn,
        summary: "Review a bot you can chat with (1-1000 characters); posting again rewrites your review",
        body: PostReviewRequest,
        response: { 200: envelopeOf(ReviewItem) },
      },
    },
    async (request) => ok(await postReview(contextOf(request), request.body)),
  );

  app.post(
    "/bot/reviews/list",
    {
      schema: {
        tags,
        summary: "A page of a bot's reviews, newest or top first, with vote counts and your own vote",
        body: ListReviewsRequest,
        response: { 200: envelopeOf(ReviewPage) },
      },
    },
    async (request) => ok(await listReviews(contextOf(request), request.body)),
  );

  app.post(
    "/bot/reviews/vote",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Vote on someone else's review: 1 like, 2 dislike, 3 fun; 0 takes your vote back",
        body: VoteReviewRequest,
        response: { 200: envelopeOf(ReviewVoteResult) },
      },
    },
    async (request) => ok(await voteOnReview(contextOf(request), request.body)),
  );

  app.post(
    "/bot/reviews/deleteReview",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Delete your review (reviewers and admins: any review) with its votes",
        body: ReviewRef,
        response: { 200: envelopeOf(z.object({ reviewId: z.string() })) },
      },
    },
    async (request) => ok(await deleteReview(contextOf(request), Number(request.body.reviewId))),
  );

  app.get(
    "/bot/reviews/getStat",
    {
      schema: {
        tags,
        summary: "How many reviews a bot has and the likes, dislikes and funs they received",
        querystring: ReviewStatQuery,
        response: { 200: envelopeOf(ReviewStat) },
      },
    },
    async (request) => ok(await reviewStat(contextOf(request), Number(request.query.botId))),
  );
};
