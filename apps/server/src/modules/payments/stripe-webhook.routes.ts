import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../context.ts";
import { ok } from "../../plugins/envelope.ts";
import { receiveStripeWebhook } from "./stripe-webhook.service.ts";

/**
 * Stripe's webhook endpoint, {PUBLIC_URL}/pay/stripe/webhook, outside /api and the JSON contract: the
 * signature covers the body's exact bytes, so the body is kept raw (a parser scoped to this plugin)
 * and parsed only by the SDK once verified. Register it at the root.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    "/pay/stripe/webhook",
    {
      schema: {
        tags: ["payments"],
        summary: "Stripe's events (checkout, invoices, subscription changes), signed; each processed once",
        consumes: ["application/json"],
        headers: z.object({ "stripe-signature": z.string().max(4096).optional() }),
      },
    },
    async (request) => {
      const signature = request.headers["stripe-signature"];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return ok(await receiveStripeWebhook(contextOf(request), body, signature));
    },
  );
};
