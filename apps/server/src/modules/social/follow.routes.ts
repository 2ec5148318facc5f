import { FOLLOW_THROTTLE_MS } from "@fable/contract";
import { socialRoutes } from "@fable/contract/routes/social";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { byUser } from "../media/index.ts";
import { cancelFollow, follow, removeFan } from "./follow.service.ts";
import { listFollowUsers } from "./follow-lists.service.ts";

/**
 * One follow per 2 seconds (docs/product.md#follow-button): follow and unfollow share one budget per user.
 */
const followThrottle = {
  config: { rateLimits: [{ name: "user-follow", limit: 1, windowMs: FOLLOW_THROTTLE_MS, key: byUser }] },
};

/** Following creators (docs/product.md#follow-button) and the fans and follows lists. */
export async function followRoutes(app: FastifyInstance) {
  serve(app, socialRoutes.follow, (ctx, { body }) => follow(ctx, Number(body.followUserId)), followThrottle);
  serve(
    app,
    socialRoutes.cancelFollow,
    (ctx, { body }) => cancelFollow(ctx, Number(body.followUserId)),
    followThrottle,
  );
  serve(app, socialRoutes.listFans, (ctx, { query }) => listFollowUsers(ctx, "fans", query));
  serve(app, socialRoutes.listFollows, (ctx, { query }) => listFollowUsers(ctx, "follows", query));
  serve(app, socialRoutes.removeFan, (ctx, { body }) => removeFan(ctx, Number(body.fansUserId)));
}
