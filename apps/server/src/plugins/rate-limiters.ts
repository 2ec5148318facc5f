import type { Redis } from "ioredis";
import { lazyModule } from "../lazy-module.ts";

/** Loaded only when REDIS_URL is set. */
const ioredis = lazyModule<typeof import("ioredis")>("ioredis");

/** Counts hits per key in fixed windows; false once a key is over its limit in the current window. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number, now: number): Promise<boolean>;
  /** The hits of a key in the current window, without adding one (for limits on failures). */
  count(key: string, windowMs: number, now: number): Promise<number>;
  close(): Promise<void>;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * The embedded default: counters in this process. With several instances each counts on its own,
 * so set REDIS_URL there.
 */
export class MemoryRateLimiter implements RateLimiter {
  private windows = new Map<string, { startedAt: number; windowMs: number; hits: number }>();
  private lastSweep = 0;

  async hit(key: string, limit: number, windowMs: number, now: number) {
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      this.windows.set(key, { startedAt: now, windowMs, hits: 1 });
      return true;
    }
    window.hits += 1;
    return window.hits <= limit;
  }

  async count(key: string, windowMs: number, now: number) {
    const window = this.windows.get(key);
    return window && now - window.startedAt < windowMs ? window.hits : 0;
  }

  /**
   * Forgets finished windows once a minute, so memory stays bounded by the active keys. Each window
   * ends by its own length: a 15-minute count must outlive a sweep made for a 1-minute rule.
   */
  private sweep(now: number) {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows)
      if (now - window.startedAt >= window.windowMs) this.windows.delete(key);
  }

  async close() {}
}

/**
 * Counters in Redis shared by every instance. Windows are aligned to the epoch, so all instances agree
 * on which window a moment belongs to; each window's key expires with it.
 */
export class RedisRateLimiter implements RateLimiter {
  private redis: Redis;

  constructor(
    url: string,
    private prefix = "fable:rate:",
    private onError: (error: unknown) => void = () => {},
  ) {
    // Commands wait for the first connection, but give up after one retry: a login must not hang
    // for long because the limiter's store is away.
    this.redis = new (ioredis().Redis)(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    this.redis.on("error", onError);
  }

  private keyOf(key: string, windowMs: number, now: number) {
    return `${this.prefix}${key}:${Math.floor(now / windowMs)}`;
  }

  async count(key: string, windowMs: number, now: number) {
    try {
      return Number((await this.redis.get(this.keyOf(key, windowMs, now))) ?? 0);
    } catch (error) {
      this.onError(error);
      return 0;
    }
  }

  async hit(key: string, limit: number, windowMs: number, now: number) {
    const redisKey = this.keyOf(key, windowMs, now);
    try {
      const results = await this.redis.multi().incr(redisKey).pexpire(redisKey, windowMs).exec();
      const hits = Number(results?.[0]?.[1] ?? 0);
      return hits <= limit;
    } catch (error) {
      // Limits protect against abuse; an outage of their store should not lock every user out.
      this.onError(error);
      return true;
    }
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
