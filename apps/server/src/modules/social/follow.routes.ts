import {
  envelopeOf,
  FOLLOW_THROTTLE_MS,
  FollowRequest,
  FollowResult,
  FollowUserPage,
  RemoveFansRequest,
  RemoveFansResult,
  UserPageQuery,
} from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import type { RateRule } from "../../plugins/rate-limit.ts";
import { byUser } from "../media/media-rate-limits.ts";
import { cancelFollow, follow, removeFan } from "./follow.service.ts";
import { listFollowUsers } from "./follow-lists.service.ts";

const signedIn = [{ bearer: [] }];
const tags = ["social"];

/**
 * One follow per 2 seconds (docs/product.md#follow-button): follow and unfollow share one budget per user.
 */
const followThrottle: RateRule[] = [
  { name: "user-follow", limit: 1, windowMs: FOLLOW_THROTTLE_MS, key: byUser },
];

/** Following creators (docs/product.md#follow-button) and the fans and follows lists. */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, action, summary] of [
    ["/userFollow/follow", follow, "Follow a user (once every 2 seconds)"],
    ["/userFollow/cancelFollow", cancelFollow, "Stop following a user (once every 2 seconds)"],
  ] as const) {
    app.post(
      path,
      {
        config: { rateLimits: followThrottle },
        schema: {
          tags,
          security: signedIn,
          summary,
          body: FollowRequest,
          response: { 200: envelopeOf(FollowResult) },
        },
      },
      async (request) => ok(await action(contextOf(request), Number(request.body.followUserId))),
    );
  }

  for (const [path, kind, summary] of [
    ["/userFollow/listFans", "fans", "A user's followers (yours when userId is left out)"],
    ["/userFollow/listFollows", "follows", "The people a user follows (yours when userId is left out)"],
  ] as const) {
    app.get(
      path,
      {
        schema: { tags, summary, querystring: UserPageQuery, response: { 200: envelopeOf(FollowUserPage) } },
      },
      async (request) => ok(await listFollowUsers(contextOf(request), kind, request.query)),
    );
  }

  app.post(
    "/userFollow/removeFans",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Remove one of your followers",
        body: RemoveFansRequest,
        response: { 200: envelopeOf(RemoveFansResult) },
      },
    },
    async (request) => ok(await removeFan(contextOf(request), Number(request.body.fansUserId))),
  );
};
