import {
  CreatorProfile,
  envelopeOf,
  FavoriteBotPage,
  ProfileBotPage,
  ProfilePinRequest,
  ProfilePinResult,
  ProfileQuery,
  UserPageQuery,
} from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import { getCreatorProfile } from "./profile.service.ts";
import { listFavoriteBots, listProfileBots } from "./profile-bots.service.ts";
import { pinBot, unpinBot } from "./profile-pins.service.ts";

const signedIn = [{ bearer: [] }];
const tags = ["social"];

/** The creator profile (docs/product.md#creator-profile): header, public bots with pins, favorites. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/profile/info",
    {
      schema: {
        tags,
        summary: "A creator's public profile (yours when userId is left out)",
        querystring: ProfileQuery,
        response: { 200: envelopeOf(CreatorProfile) },
      },
    },
    async (request) => ok(await getCreatorProfile(contextOf(request), request.query.userId)),
  );
  app.get(
    "/profile/public-bots",
    {
      schema: {
        tags,
        summary: "A creator's bots, pinned first; others see only listed ones",
        querystring: UserPageQuery,
        response: { 200: envelopeOf(ProfileBotPage) },
      },
    },
    async (request) => ok(await listProfileBots(contextOf(request), request.query)),
  );
  app.get(
    "/profile/favorites",
    {
      schema: {
        tags,
        summary: "The listed bots a user liked, newest like first",
        querystring: UserPageQuery,
        response: { 200: envelopeOf(FavoriteBotPage) },
      },
    },
    async (request) => ok(await listFavoriteBots(contextOf(request), request.query)),
  );
  for (const [path, action, summary] of [
    ["/profile/setTop", pinBot, "Pin one of your bots to the top of your profile (at most 3)"],
    ["/profile/unsetTop", unpinBot, "Unpin one of your bots"],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          security: signedIn,
          summary,
          body: ProfilePinRequest,
          response: { 200: envelopeOf(ProfilePinResult) },
        },
      },
      async (request) => ok(await action(contextOf(request), Number(request.body.botId))),
    );
  }
};
