import { AuthMessages, ResponseCode } from "@fable/contract";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors.ts";
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from "./rate-limiters.ts";

/** A limit a route declares in its config: at most `limit` hits per `windowMs` for each key. */
export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
  /** The key to count by (IP, email …); undefined skips the rule for this request. */
  key(request: FastifyRequest): string | undefined;
}

declare module "fastify" {
  interface FastifyContextConfig {
    rateLimits?: RateRule[];
  }
}

export const byIp: RateRule["key"] = (request) => request.ip;

/** The lower-cased email or phone of a JSON body, for per-account limits. */
export const byAccount: RateRule["key"] = (request) => {
  const body = request.body as { email?: unknown; phone?: unknown } | undefined;
  const value = body?.email ?? body?.phone;
  return typeof value === "string" ? value.trim().toLowerCase() : undefined;
};

/** Redis when REDIS_URL is set (shared by all instances), else counters in this process. */
export function createRateLimiter(redisUrl: string | undefined, log: FastifyBaseLogger): RateLimiter {
  if (!redisUrl) return new MemoryRateLimiter();
  return new RedisRateLimiter(redisUrl, "fable:rate:", (error) =>
    log.warn({ err: error }, "rate limiter store unavailable"),
  );
}

export function registerRateLimits(app: FastifyInstance, limiter: RateLimiter) {
  app.addHook("onClose", () => limiter.close());
  app.addHook("preHandler", async (request) => {
    const rules = request.routeOptions.config.rateLimits;
    if (!rules) return;
    const now = app.deps.clock.now().getTime();
    for (const rule of rules) {
      const key = rule.key(request);
      if (key !== undefined && !(await limiter.hit(`${rule.name}:${key}`, rule.limit, rule.windowMs, now))) {
        throw new AppError(ResponseCode.TOO_MANY_REQUESTS, AuthMessages.tooManyAttempts);
      }
    }
  });
}
