import { botRoutes } from "@fable/contract/routes/bots";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { decideReview, listReviewQueue } from "./review.service.ts";

/**
 * The reviewer's API (docs/product.md#review-queue); reviewers are users of type reviewer/admin or listed in
 * ADMIN_EMAILS.
 */
export async function reviewRoutes(app: FastifyInstance) {
  serve(app, botRoutes.reviewQueue, (ctx) => listReviewQueue(ctx));
  serve(app, botRoutes.decideReview, (ctx, { body }) => decideReview(ctx, body));
}
