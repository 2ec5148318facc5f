import type { FastifyInstance } from "fastify";

/** A day: browsers cap it lower (Chromium at 2 hours), so this only says "as long as you allow". */
const PREFLIGHT_MAX_AGE = "86400";
const ALLOWED_METHODS = "GET, POST, PUT";
/** Auth travels in Authorization, never in cookies, so no credentials mode is offered. */
const ALLOWED_HEADERS = "authorization, content-type, x-request-id";

/**
 * Cross-origin access for the origins CORS_ORIGINS lists, and nobody else. Without the setting
 * nothing is registered: no response carries Access-Control-Allow-Origin, so browsers keep other
 * sites' scripts from reading any answer.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook("onRequest", (request, reply, done) => {
    const origin = request.headers.origin;
    // Answers differ by Origin, so caches must keep them apart, listed or not.
    reply.header("vary", "Origin");
    if (origin === undefined || !allowed.has(origin)) return done();
    reply.header("access-control-allow-origin", origin);
    if (request.method === "OPTIONS" && request.headers["access-control-request-method"]) {
      reply
        .status(204)
        .header("access-control-allow-methods", ALLOWED_METHODS)
        .header("access-control-allow-headers", ALLOWED_HEADERS)
        .header("access-control-max-age", PREFLIGHT_MAX_AGE)
        .send();
      return;
    }
    done();
  });
}
