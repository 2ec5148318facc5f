import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { reportsRoutes } from "./reports.routes.ts";
import { reviewsRoutes } from "./reviews.routes.ts";

/** Bot reviews and reports, mounted together under /api. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(reviewsRoutes);
  await app.register(reportsRoutes);
};
