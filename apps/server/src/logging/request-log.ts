import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * One log line per request, when it has been answered (Fastify's own logging writes two: incoming and
 * completed). API calls and writes log at info; static files and health checks, which a browser or an
 * orchestrator asks for all the time, only at debug.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook("onResponse", (request, reply, done) => {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (isWorthAnInfoLine(request)) request.log.info(fields, "request completed");
    else request.log.debug(fields, "request completed");
    done();
  });
}

function isWorthAnInfoLine(request: FastifyRequest) {
  return request.url.startsWith("/api/") || (request.method !== "GET" && request.method !== "HEAD");
}
