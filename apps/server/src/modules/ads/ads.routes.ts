import { adRoutes as routes } from "@fable/contract/routes/ads";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { houseAdList, publicConfigString } from "./ad-list.service.ts";
import { setBotAdsLock } from "./bot-lock.service.ts";
import { rewardWatch, startWatch, watchProcess } from "./watches.service.ts";

/** House ads, the ads settings, rewarded-ad watches and the admin's bot lock. */
export async function adsRoutes(app: FastifyInstance) {
  serve(app, routes.list, (ctx) => houseAdList(ctx));
  serve(app, routes.configString, (ctx, { query }) => publicConfigString(ctx, query.key));
  serve(app, routes.startWatch, (ctx, { body }) => startWatch(ctx, body));
  serve(app, routes.process, (ctx, { query }) => watchProcess(ctx, query.watchId));
  serve(app, routes.reward, (ctx, { body }) => rewardWatch(ctx, body.watchId));
  serve(app, routes.adsLock, (ctx, { body }) => setBotAdsLock(ctx, body));
}
