import { ConfigKeyQuery, envelopeOf } from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";

/** Public configuration values the web app reads by key (spec §7 /config/getConfigByKey). */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/config/getConfigByKey",
    {
      schema: {
        tags: ["system"],
        summary: "A public configuration value: ACCOUNT_CANCELLATION → { delay_time } in days",
        querystring: ConfigKeyQuery,
        response: { 200: envelopeOf(z.object({ delay_time: z.number().int() })) },
      },
    },
    async (request) => {
      if (request.query.key !== "ACCOUNT_CANCELLATION")
        throw AppError.notFound(`No configuration key ${request.query.key}`);
      return ok({ delay_time: app.deps.config.ACCOUNT_REMOVAL_DELAY_DAYS });
    },
  );
};
