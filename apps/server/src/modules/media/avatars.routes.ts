import { envelopeOf, GenerateAvatarsRequest, GeneratedAvatars } from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import { generateAvatars } from "./avatars.service.ts";
import { byUser } from "./media-rate-limits.ts";

export const avatarsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/ai/roleInfo/generateAvatars",
    {
      // Drawing costs CPU offline and money with a model.
      config: { rateLimits: [{ name: "avatar-generation-user", limit: 20, windowMs: 60_000, key: byUser }] },
      schema: {
        tags: ["bots"],
        security: [{ bearer: [] }],
        summary:
          "Draw 1-4 avatars (512 x 512 webp, stored) for a character: offline, or by the configured image model",
        body: GenerateAvatarsRequest,
        response: { 200: envelopeOf(GeneratedAvatars) },
      },
    },
    async (request) => ok(await generateAvatars(contextOf(request), request.body)),
  );
};
