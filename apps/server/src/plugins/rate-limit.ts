import { AuthMessages, ResponseCode } from "@fable/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors.ts";

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

/**
 * Fixed-window counters in this process (the embedded default). With several instances each counts
 * on its own, so the effective limit is per instance; the code-sending limits that matter across
 * instances are enforced from the database instead (codes.service.ts).
 */
export class MemoryRateLimiter {
  private windows = new Map<string, { startedAt: number; hits: number }>();
  private lastSweep = 0;

  /** Counts a hit; false once the key is over its limit in the current window. */
  hit(key: string, limit: number, windowMs: number, now: number): boolean {
    this.sweep(now, windowMs);
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      this.windows.set(key, { startedAt: now, hits: 1 });
      return true;
    }
    window.hits += 1;
    return window.hits <= limit;
  }

  /** Forgets finished windows now and then, so memory stays bounded by the active keys. */
  private sweep(now: number, windowMs: number) {
    if (now - this.lastSweep < windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows)
      if (now - window.startedAt >= windowMs) this.windows.delete(key);
  }
}

export const byIp: RateRule["key"] = (request) => request.ip;

/** The lower-cased email or phone of a JSON body, for per-account limits. */
export const byAccount: RateRule["key"] = (request) => {
  const body = request.body as { email?: unknown; phone?: unknown } | undefined;
  const value = body?.email ?? body?.phone;
  return typeof value === "string" ? value.trim().toLowerCase() : undefined;
};

export function registerRateLimits(app: FastifyInstance) {
  const limiter = new MemoryRateLimiter();
  app.addHook("preHandler", async (request) => {
    const rules = request.routeOptions.config.rateLimits;
    if (!rules) return;
    const now = app.deps.clock.now().getTime();
    for (const rule of rules) {
      const key = rule.key(request);
      if (key !== undefined && !limiter.hit(`${rule.name}:${key}`, rule.limit, rule.windowMs, now)) {
        throw new AppError(ResponseCode.TOO_MANY_REQUESTS, AuthMessages.tooManyAttempts);
      }
    }
  });
}
