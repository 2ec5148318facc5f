import { envelopeOf, ResponseCode } from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";
import { listOutbox } from "../mail/mail.service.ts";
import { isFromThisMachine } from "./this-machine.ts";

const OutboxMessage = z.object({
  channel: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * GET /dev/outbox: the latest emails and SMS, for developers and tests. Not registered in production,
 * and answered only to requests made on the server's machine: it holds every sign-in and password
 * reset code, so anyone else reading it could take any account over.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/dev/outbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Latest messages of the dev outbox (outside production, from the server's own machine only)",
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: envelopeOf(z.array(OutboxMessage)) },
      },
    },
    async (request) => {
      if (!isFromThisMachine(request)) {
        throw new AppError(ResponseCode.FORBIDDEN, "SystemMessages.devOutboxThisMachineOnly");
      }
      return ok(await listOutbox(contextOf(request), request.query.limit));
    },
  );
};
