import type { Redis } from "ioredis";
import { lazyModule } from "../lazy-module.ts";

/** Loaded only when REDIS_URL is set. */
const ioredis = lazyModule<typeof import("ioredis")>("ioredis");

/** A key's current window: its hits so far and the moment (ms since the epoch) it ends. */
export interface RateWindow {
  hits: number;
  endsAt: number;
}

/** Counts hits per key in fixed windows. */
export abstract class RateLimiter {
  /** Adds a hit to the key's current window (a new one when the last has ended) and reads it back. */
  abstract take(key: string, windowMs: number, now: number): Promise<RateWindow>;
  /** The key's current window without adding a hit (for limits on failures). */
  abstract peek(key: string, windowMs: number, now: number): Promise<RateWindow>;
  abstract close(): Promise<void>;

  /** Adds a hit; false once the key is over its limit in the current window. */
  async hit(key: string, limit: number, windowMs: number, now: number): Promise<boolean> {
    return (await this.take(key, windowMs, now)).hits <= limit;
  }

  /** The hits of a key in the current window, without adding one. */
  async count(key: string, windowMs: number, now: number): Promise<number> {
    return (await this.peek(key, windowMs, now)).hits;
  }
}

const SWEEP_EVERY_MS = 60_000;

/**
 * The embedded default: counters in this process. With several instances each counts on its own,
 * so set REDIS_URL there.
 */
export class MemoryRateLimiter extends RateLimiter {
  private windows = new Map<string, { startedAt: number; windowMs: number; hits: number }>();
  private lastSweep = 0;

  async take(key: string, windowMs: number, now: number) {
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, windowMs, hits: 0 };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return { hits: window.hits, endsAt: window.startedAt + windowMs };
  }

  async peek(key: string, windowMs: number, now: number) {
    const window = this.windows.get(key);
    return window && now - window.startedAt < windowMs
      ? { hits: window.hits, endsAt: window.startedAt + windowMs }
      : { hits: 0, endsAt: now + windowMs };
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
export class RedisRateLimiter extends RateLimiter {
  private redis: Redis;

  constructor(
    url: string,
    private prefix = "fable:rate:",
    private onError: (error: unknown) => void = () => {},
  ) {
    super();
    // Commands wait for the first connection, but give up after one retry: a login must not hang
    // for long because the limiter's store is away.
    this.redis = new (ioredis().Redis)(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    this.redis.on("error", onError);
  }

  private windowOf(key: string, windowMs: number, now: number) {
    const index = Math.floor(now / windowMs);
    return { redisKey: `${this.prefix}${key}:${index}`, endsAt: (index + 1) * windowMs };
  }

  async peek(key: string, windowMs: number, now: number) {
    const { redisKey, endsAt } = this.windowOf(key, windowMs, now);
    try {
      return { hits: Number((await this.redis.get(redisKey)) ?? 0), endsAt };
    } catch (error) {
      this.onError(error);
      return { hits: 0, endsAt };
    }
  }

  async take(key: string, windowMs: number, now: number) {
    const { redisKey, endsAt } = this.windowOf(key, windowMs, now);
    try {
      const results = await this.redis.multi().incr(redisKey).pexpire(redisKey, windowMs).exec();
      return { hits: Number(results?.[0]?.[1] ?? 0), endsAt };
    } catch (error) {
      // Limits protect against abuse; an outage of their store should not lock every user out.
      this.onError(error);
      return { hits: 0, endsAt };
    }
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
