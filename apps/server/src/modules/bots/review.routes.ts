import { botRoutes } from "@fable/contract/routes/bots";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { decideReview, listReviewQueue } from "./review.service.ts";

<<<<<<< HEAD
/** The reviewer's API (spec §4); reviewers are users of type reviewer/admin or listed in ADMIN_EMAILS. */
export async function reviewRoutes(app: FastifyInstance) {
  serve(app, botRoutes.reviewQueue, (ctx) => listReviewQueue(ctx));
  serve(app, botRoutes.decideReview, (ctx, { body }) => decideReview(ctx, body));
}
=======
const reviewer = [{ bearer: [] }];

/**
 * The reviewer's API (docs/product.md#review-queue); reviewers are users of type reviewer/admin or listed in
 * ADMIN_EMAILS.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/review/list",
    {
      schema: {
        tags: ["review"],
        security: reviewer,
        summary: "Bots waiting for review, oldest first",
        response: { 200: envelopeOf(z.array(ReviewQueueItem)) },
      },
    },
    async (request) => ok(await listReviewQueue(contextOf(request))),
  );

  app.post(
    "/admin/review/decide",
    {
      schema: {
        tags: ["review"],
        security: reviewer,
        summary: "Approve a bot, or reject it with a reason its creator will read",
        body: ReviewDecision,
        response: { 200: envelopeOf(SavedBot) },
      },
    },
    async (request) => ok(await decideReview(contextOf(request), request.body)),
  );
};
>>>>>>> docs
