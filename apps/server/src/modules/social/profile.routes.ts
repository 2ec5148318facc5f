import { socialRoutes } from "@fable/contract/routes/social";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { getCreatorProfile } from "./profile.service.ts";
import { listFavoriteBots, listProfileBots } from "./profile-bots.service.ts";
import { pinBot, unpinBot } from "./profile-pins.service.ts";

/** The creator profile (docs/product.md#creator-profile): header, public bots with pins, favorites. */
export async function profileRoutes(app: FastifyInstance) {
  serve(app, socialRoutes.profile, (ctx, { query }) => getCreatorProfile(ctx, query.userId));
  serve(app, socialRoutes.profileBots, (ctx, { query }) => listProfileBots(ctx, query));
  serve(app, socialRoutes.favoriteBots, (ctx, { query }) => listFavoriteBots(ctx, query));
  serve(app, socialRoutes.pinBot, (ctx, { body }) => pinBot(ctx, Number(body.botId)));
  serve(app, socialRoutes.unpinBot, (ctx, { body }) => unpinBot(ctx, Number(body.botId)));
}
