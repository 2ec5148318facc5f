import { ResponseCode } from "@fable/contract";
import { systemRoutes } from "@fable/contract/routes/system";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors.ts";
import { serve } from "../../routing/serve-route.ts";
import { listOutbox } from "../mail/index.ts";
import { isFromThisMachine } from "./this-machine.ts";

/**
 * GET /dev/outbox: the latest emails and SMS, for developers and tests. Not registered in production,
 * and answered only to requests made on the server's machine: it holds every sign-in and password
 * reset code, so anyone else reading it could take any account over.
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  serve(app, systemRoutes.devOutbox, (ctx, { query }, { request }) => {
    if (!isFromThisMachine(request)) {
      throw new AppError(ResponseCode.FORBIDDEN, "SystemMessages.devOutboxThisMachineOnly");
    }
    return listOutbox(ctx, query.limit);
  });
}
