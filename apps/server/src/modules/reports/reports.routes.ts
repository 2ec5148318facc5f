import { reportRoutes } from "@fable/contract/routes/reports";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { byUser } from "../media/index.ts";
import { addReport, listReports, reportReasons, resolveReport } from "./reports.service.ts";

/** Each report costs a reviewer's time: one account cannot flood the queue. */
const addLimit = {
  config: { rateLimits: [{ name: "report-add-user", limit: 30, windowMs: 60_000, key: byUser }] },
};

/** Reports of bots, users, messages, posts and reviews (docs/product.md#report), and the reviewers' side. */
export async function reportsRoutes(app: FastifyInstance) {
  serve(app, reportRoutes.reasons, () => reportReasons());
  serve(app, reportRoutes.add, (ctx, { body }) => addReport(ctx, body), addLimit);
  serve(app, reportRoutes.list, (ctx, { query }) => listReports(ctx, query));
  serve(app, reportRoutes.resolve, (ctx, { body }) => resolveReport(ctx, body));
}
