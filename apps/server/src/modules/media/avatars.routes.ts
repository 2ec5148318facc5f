import { mediaRoutes } from "@fable/contract/routes/media";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { generateAvatars } from "./avatars.service.ts";
import { byUser } from "./media-rate-limits.ts";

export async function avatarsRoutes(app: FastifyInstance) {
  serve(app, mediaRoutes.generateAvatars, (ctx, { body }) => generateAvatars(ctx, body), {
    // Drawing costs CPU offline and money with a model.
    config: { rateLimits: [{ name: "avatar-generation-user", limit: 20, windowMs: 60_000, key: byUser }] },
  });
}
