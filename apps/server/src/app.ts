import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { type AppDeps, cryptoRandom, systemClock } from "./context.ts";
import { readableLogStream } from "./logging/readable-log.ts";
import { OneLinePerRequest } from "./logging/request-log.ts";
import * as ads from "./modules/ads/index.ts";
import * as auth from "./modules/auth/index.ts";
import * as bots from "./modules/bots/index.ts";
import * as chat from "./modules/chat/index.ts";
import * as credits from "./modules/credits/index.ts";
import * as discovery from "./modules/discovery/index.ts";
import * as imagePacks from "./modules/image-packs/index.ts";
import * as joybook from "./modules/joybook/index.ts";
import * as media from "./modules/media/index.ts";
import * as missions from "./modules/missions/index.ts";
import * as models from "./modules/models/index.ts";
import * as novels from "./modules/novels/index.ts";
import * as payments from "./modules/payments/index.ts";
import * as pdf from "./modules/pdf/index.ts";
import * as plans from "./modules/plans/index.ts";
import * as reports from "./modules/reports/index.ts";
import * as reviews from "./modules/reviews/index.ts";
import * as rooms from "./modules/rooms/index.ts";
import * as search from "./modules/search/index.ts";
import * as social from "./modules/social/index.ts";
import * as system from "./modules/system/index.ts";
import * as tracking from "./modules/tracking/index.ts";
import * as users from "./modules/users/index.ts";
import * as voice from "./modules/voice/index.ts";
import { registerAuth } from "./plugins/auth.ts";
import { limitConnectionsPerClient, requestTimeouts } from "./plugins/connection-limits.ts";
import { registerCors } from "./plugins/cors.ts";
import { registerDocs } from "./plugins/docs.ts";
import { registerEnvelope } from "./plugins/envelope.ts";
import { registerGracefulClose } from "./plugins/graceful-close.ts";
import { createRateLimiter, registerRateLimits } from "./plugins/rate-limit.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerStaticWeb } from "./plugins/static-web.ts";
import { registerUnstorableCharacterCheck } from "./plugins/unstorable-characters.ts";
import { registerUploads } from "./plugins/uploads.ts";

/** The modules whose API routes are served under /api; each module's index lists its own routes. */
const MODULES = [
  discovery,
  tracking,
  bots,
  search,
  reviews,
  reports,
  chat,
  credits,
  plans,
  payments,
  ads,
  missions,
  joybook,
  novels,
  rooms,
  pdf,
  auth,
  users,
  system,
  media,
  social,
  models,
  voice,
  imagePacks,
];

/** A caller-supplied request id is kept only when it looks like one, so logs cannot be forged. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** LOG_FORMAT, or readable lines when a person is likely watching (a terminal) and JSON for log collectors. */
export function logFormat(config: Pick<Config, "LOG_FORMAT">, isTerminal = Boolean(process.stdout.isTTY)) {
  return config.LOG_FORMAT ?? (isTerminal ? "readable" : "json");
}

export function loggerOptions(
  level: string,
  format: "readable" | "json" = "json",
): FastifyServerOptions["logger"] {
  return {
    level,
    // Never log credentials: tokens travel in these headers.
    redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
    ...(format === "readable" ? { stream: readableLogStream(process.stdout) } : {}),
  };
}

/** Builds the whole server; main.ts and the tests build it the same way. */
export async function buildApp(deps: AppDeps, options: { logger?: FastifyServerOptions["logger"] } = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(deps.config.LOG_LEVEL, logFormat(deps.config)),
    logController: new OneLinePerRequest(),
    trustProxy: deps.config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    ...requestTimeouts(deps.config),
    // Requests during a shutdown get the 503 envelope of plugins/graceful-close.ts instead.
    return503OnClosing: false,
  });
  limitConnectionsPerClient(app.server, deps.config);
  app.decorate("deps", { clock: systemClock, random: cryptoRandom, ...deps });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  registerEnvelope(app);
  registerUnstorableCharacterCheck(app);
  await registerSecurityHeaders(app, deps.config);
  await registerCors(app, deps.config.CORS_ORIGINS);
  registerGracefulClose(app);
  registerAuth(app);
  registerRateLimits(app, createRateLimiter(deps.config.REDIS_URL, app.log));

  await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });
  await registerDocs(app);
  await app.register(system.healthRoutes);
  // Apple answers sign-in with a form POST to the callback page itself, outside /api.
  await app.register(auth.appleFormPostRoutes);
  // Stripe signs the exact bytes of its events, so its webhook keeps the raw body, outside /api.
  await app.register(payments.stripeWebhookRoutes);
  await app.register(
    async (api) => {
      for (const module of MODULES) await api.register(module.apiRoutes);
      if (deps.config.devOutbox) await api.register(system.devOutboxRoutes);
    },
    { prefix: "/api" },
  );
  await registerUploads(app, deps.config.PDF_MAX_BYTES);
  await registerStaticWeb(app, { webDistDir: deps.config.WEB_DIST_DIR, uploadsDir: deps.config.uploadsDir });
  return app;
}
