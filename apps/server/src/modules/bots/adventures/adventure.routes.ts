import { adventureRoutes } from "@fable/contract/routes/adventures";
import type { FastifyInstance } from "fastify";
import { byIp } from "../../../plugins/rate-limit.ts";
import { serve } from "../../../routing/serve-route.ts";
import { byUser } from "../../media/index.ts";
import { createAdventure, getAdventureInfo, updateAdventure } from "./adventure.service.ts";
import { writeAdventureField } from "./story-writing.service.ts";

/** The same burst cap per address as a character's create and edit (creation.routes.ts). */
const writeLimit = {
  config: { rateLimits: [{ name: "bot-write-ip", limit: 60, windowMs: 60_000, key: byIp }] },
};

/**
 * "Write it for me" may call a model: bounded per user, a burst per minute and a day's worth, like
 * avatar generation.
 */
const writerLimit = {
  config: {
    rateLimits: [
      { name: "story-writing-user", limit: 20, windowMs: 60_000, key: byUser },
      { name: "story-writing-user-day", limit: 200, windowMs: 24 * 60 * 60_000, key: byUser },
    ],
  },
};

export async function adventureRoutesPlugin(app: FastifyInstance) {
  serve(app, adventureRoutes.createAdventure, (ctx, { body }) => createAdventure(ctx, body), writeLimit);
  serve(app, adventureRoutes.updateAdventure, (ctx, { body }) => updateAdventure(ctx, body), writeLimit);
  serve(app, adventureRoutes.getAdventureInfo, (ctx, { query }) =>
    getAdventureInfo(ctx, Number(query.botId)),
  );
  serve(
    app,
    adventureRoutes.generateBackground,
    (ctx, { body }) => writeAdventureField(ctx, body, "background"),
    writerLimit,
  );
  serve(
    app,
    adventureRoutes.generateChapter,
    (ctx, { body: { field, ...draft } }) => writeAdventureField(ctx, draft, field),
    writerLimit,
  );
}
