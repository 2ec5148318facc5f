import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

/** A day: browsers cap it lower (Chromium at 2 hours), so this only says "as long as you allow". */
const PREFLIGHT_MAX_AGE = 86400;
const ALLOWED_METHODS = ["GET", "POST", "PUT"];
/**
 * Every header the web client sends (apps/web/src/api/headers.ts). Auth travels in Authorization,
 * never in cookies, so no credentials mode is offered.
 */
const ALLOWED_HEADERS = ["authorization", "content-type", "x-request-id", "x-device-id", "x-time-zone"];

/**
 * Cross-origin access for the origins CORS_ORIGINS lists, and nobody else. Without the setting
 * nothing is registered: no response carries Access-Control-Allow-Origin, so browsers keep other
 * sites' scripts from reading any answer.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    // A function, not the list: an unlisted origin's preflight then gets no allow headers at all
    // (and a 404), where a list still answers it 204 with the allowed methods and headers.
    origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin)),
    methods: ALLOWED_METHODS,
    allowedHeaders: ALLOWED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE,
    // Any OPTIONS from a listed origin is a preflight: the strict check answers plain text, not the envelope.
    strictPreflight: false,
  });
}
