import { botRoutes } from "@fable/contract/routes/bots";
import type { FastifyInstance } from "fastify";
import { byIp } from "../../plugins/rate-limit.ts";
import { serve } from "../../routing/serve-route.ts";
import { changePersonality, changeVisibility, createBot, modifyBot } from "./bot-editor.service.ts";
import { getCreationConfig, listCreatableCategories } from "./creation-config.service.ts";
import { getBotEditInfo, listMyBots } from "./my-bots.service.ts";

/** Creation is cheap to ask for and costly to review: a burst cap per address. */
const writeLimit = {
  config: { rateLimits: [{ name: "bot-write-ip", limit: 60, windowMs: 60_000, key: byIp }] },
};

export async function creationRoutes(app: FastifyInstance) {
  serve(app, botRoutes.getAddBotCategory, (ctx) => listCreatableCategories(ctx));
  serve(app, botRoutes.botConfig, (ctx) => getCreationConfig(ctx));
  serve(app, botRoutes.addBot, (ctx, { body }) => createBot(ctx, body), writeLimit);
  serve(app, botRoutes.modifyBot, (ctx, { body }) => modifyBot(ctx, body), writeLimit);
  serve(app, botRoutes.updateBotVisibility, (ctx, { body }) => changeVisibility(ctx, body), writeLimit);
  serve(app, botRoutes.updateBotPersonality, (ctx, { body }) => changePersonality(ctx, body), writeLimit);
  serve(app, botRoutes.getBotEditInfo, (ctx, { query }) => getBotEditInfo(ctx, Number(query.botId)));
  serve(app, botRoutes.myBots, (ctx) => listMyBots(ctx));
}
