import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One log line per request, once it is answered (Fastify's own writes two: incoming and completed).
 * API calls and writes log at info; static files and health checks, which browsers and orchestrators
 * ask for all the time, only at debug. Fastify calls this itself, so it costs no extra hook per request.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) request.log.error({ ...fields, err: error }, "request errored");
    else if (isWorthAnInfoLine(request)) request.log.info(fields, "request completed");
    else request.log.debug(fields, "request completed");
  }
}

function isWorthAnInfoLine(request: FastifyRequest) {
  return request.url.startsWith("/api/") || (request.method !== "GET" && request.method !== "HEAD");
}
