import { likeRoutes as routes } from "@fable/contract/routes/likes";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { setLike } from "./likes.service.ts";

/** Liking a bot and taking the like back. */
export async function likesRoutes(app: FastifyInstance) {
  serve(app, routes.like, (ctx, { query }) => setLike(ctx, Number(query.botId), true));
  serve(app, routes.cancelLike, (ctx, { query }) => setLike(ctx, Number(query.botId), false));
}
