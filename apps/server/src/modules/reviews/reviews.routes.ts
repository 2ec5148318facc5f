import { reviewRoutes } from "@fable/contract/routes/reviews";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { byUser } from "../media/index.ts";
import { listReviews, reviewStat } from "./review-list.service.ts";
import { voteOnReview } from "./review-votes.service.ts";
import { deleteReview, postReview } from "./reviews.service.ts";

/** Writing is cheap to repeat and public to read: a burst from one account is a script. */
const postLimit = {
  config: { rateLimits: [{ name: "review-post-user", limit: 20, windowMs: 60_000, key: byUser }] },
};

/** The bot page's reviews panel (docs/product.md#review). */
export async function reviewsRoutes(app: FastifyInstance) {
  serve(app, reviewRoutes.post, (ctx, { body }) => postReview(ctx, body), postLimit);
  serve(app, reviewRoutes.list, (ctx, { body }) => listReviews(ctx, body));
  serve(app, reviewRoutes.vote, (ctx, { body }) => voteOnReview(ctx, body));
  serve(app, reviewRoutes.remove, (ctx, { body }) => deleteReview(ctx, Number(body.reviewId)));
  serve(app, reviewRoutes.stat, (ctx, { query }) => reviewStat(ctx, Number(query.botId)));
}
