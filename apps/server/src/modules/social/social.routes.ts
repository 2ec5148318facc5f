import type { FastifyInstance } from "fastify";
import { followRoutes } from "./follow.routes.ts";
import { profileRoutes } from "./profile.routes.ts";

/** Follows and creator profiles, registered together. */
export async function socialRoutes(app: FastifyInstance) {
  await app.register(followRoutes);
  await app.register(profileRoutes);
}
