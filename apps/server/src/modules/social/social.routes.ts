import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { followRoutes } from "./follow.routes.ts";
import { profileRoutes } from "./profile.routes.ts";

/** Follows and creator profiles, registered together. */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(followRoutes);
  await app.register(profileRoutes);
};
