import { envelopeOf, ReviewDecision, ReviewQueueItem, SavedBot } from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import { decideReview, listReviewQueue } from "./review.service.ts";

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
