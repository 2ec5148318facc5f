import type { FastifyInstance } from "fastify";
import { reportsRoutes } from "./reports.routes.ts";
import { reviewsRoutes } from "./reviews.routes.ts";

/** Bot reviews and reports, mounted together under /api. */
export async function feedbackRoutes(app: FastifyInstance) {
  await app.register(reviewsRoutes);
  await app.register(reportsRoutes);
}
