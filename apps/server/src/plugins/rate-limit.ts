import { ResponseCode } from "@fable/contract";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors.ts";
import { MemoryRateLimiter, type RateLimiter, type RateWindow, RedisRateLimiter } from "./rate-limiters.ts";

/** A limit a route declares in its config: at most `limit` hits per `windowMs` for each key. */
export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
  /** The key to count by (IP, email …); undefined skips the rule for this request. */
  key(request: FastifyRequest): string | undefined;
  /**
   * What counts as a hit: every request (the default), or only the failures the route reports with
   * `recordFailure`. Counting failures keeps a guesser from locking the owner out: a caller with no
   * failures gets through however often others fail.
   */
  counts?: "requests" | "failures";
}

declare module "fastify" {
  interface FastifyContextConfig {
    rateLimits?: RateRule[];
  }
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export const byIp: RateRule["key"] = (request) => request.ip;

/** The lower-cased email or phone of a JSON body, for per-account limits. */
export const byAccount: RateRule["key"] = (request) => {
  const body = request.body as { email?: unknown; phone?: unknown } | undefined;
  const value = body?.email ?? body?.phone;
  return typeof value === "string" ? value.trim().toLowerCase() : undefined;
};

/** The account of the body (as `byAccount`) together with the caller's IP: one guesser's failures on one account. */
export const byAccountAndIp: RateRule["key"] = (request) => {
  const account = byAccount(request);
  return account === undefined ? undefined : `${account}|${request.ip}`;
};

/** Redis when REDIS_URL is set (shared by all instances), else counters in this process. */
export function createRateLimiter(redisUrl: string | undefined, log: FastifyBaseLogger): RateLimiter {
  if (!redisUrl) return new MemoryRateLimiter();
  return new RedisRateLimiter(redisUrl, "fable:rate:", (error) =>
    log.warn({ err: error }, "rate limiter store unavailable"),
  );
}

/** Where a request stands against one of its route's rules. */
interface Standing {
  rule: RateRule;
  window: RateWindow;
  remaining: number;
}

const secondsUntil = (moment: number, now: number) => Math.max(0, Math.ceil((moment - now) / 1000));

/**
 * The rule a caller is closest to, as the usual headers: X-RateLimit-Limit, -Remaining and -Reset
 * (seconds until the window ends), and on a refusal Retry-After with the same wait.
 */
function describeStanding(reply: FastifyReply, standing: Standing, now: number, refused: boolean) {
  const wait = secondsUntil(standing.window.endsAt, now);
  reply.header("x-ratelimit-limit", standing.rule.limit);
  reply.header("x-ratelimit-remaining", standing.remaining);
  reply.header("x-ratelimit-reset", wait);
  if (refused) reply.header("retry-after", wait);
}

const tooMany = () => new AppError(ResponseCode.TOO_MANY_REQUESTS, "AuthMessages.tooManyAttempts");

/** A request's failure rules with their keys. */
function failureKeys(request: FastifyRequest) {
  const rules = request.routeOptions.config.rateLimits ?? [];
  return rules.flatMap((rule) => {
    const key = rule.counts === "failures" ? rule.key(request) : undefined;
    return key === undefined ? [] : [{ rule, key: `${rule.name}:${key}` }];
  });
}

/** Counts one failure (a wrong password or code) against every failure rule of the request's route. */
export async function recordFailure(request: FastifyRequest) {
  const now = request.server.deps.clock.now().getTime();
  for (const { rule, key } of failureKeys(request)) {
    await request.server.rateLimiter.take(key, rule.windowMs, now);
  }
}

export function registerRateLimits(app: FastifyInstance, limiter: RateLimiter) {
  app.decorate("rateLimiter", limiter);
  app.addHook("onClose", () => limiter.close());
  app.addHook("preHandler", async (request, reply) => {
    const rules = request.routeOptions.config.rateLimits;
    if (!rules) return;
    const now = app.deps.clock.now().getTime();
    let closest: Standing | undefined;
    const refuse = (standing: Standing) => {
      describeStanding(reply, standing, now, true);
      return tooMany();
    };
    for (const rule of rules) {
      const key = rule.counts === "failures" ? undefined : rule.key(request);
      if (key === undefined) continue;
      const window = await limiter.take(`${rule.name}:${key}`, rule.windowMs, now);
      const standing = { rule, window, remaining: Math.max(0, rule.limit - window.hits) };
      if (window.hits > rule.limit) throw refuse(standing);
      if (!closest || standing.remaining < closest.remaining) closest = standing;
    }
    // A caller already at a failure limit is refused before trying again; the others are not counted yet.
    for (const { rule, key } of failureKeys(request)) {
      const window = await limiter.peek(key, rule.windowMs, now);
      if (window.hits >= rule.limit) throw refuse({ rule, window, remaining: 0 });
    }
    if (closest) describeStanding(reply, closest, now, false);
  });
}
