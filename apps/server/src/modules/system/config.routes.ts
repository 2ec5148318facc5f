import { CodeDelivery, ConfigKeyQuery, envelopeOf } from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";

/**
 * Public configuration values the web app reads by key (/config/getConfigByKey, docs/product.md#api-routes).
 */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/config/getConfigByKey",
    {
      schema: {
        tags: ["system"],
        summary:
          "A public configuration value: ACCOUNT_CANCELLATION → { delay_time } in days; CODE_DELIVERY → { dev_outbox }",
        querystring: ConfigKeyQuery,
        response: { 200: envelopeOf(z.union([z.object({ delay_time: z.number().int() }), CodeDelivery])) },
      },
    },
    async (request) => {
      switch (request.query.key) {
        case "ACCOUNT_CANCELLATION":
          return ok({ delay_time: app.deps.config.ACCOUNT_REMOVAL_DELAY_DAYS });
        // Only whether codes are in the dev outbox: nothing about the mail server or anything else.
        case "CODE_DELIVERY":
          return ok({ dev_outbox: app.deps.config.devOutbox && !app.deps.config.SMTP_URL });
        default:
          throw AppError.notFound(`No configuration key ${request.query.key}`);
      }
    },
  );
};
