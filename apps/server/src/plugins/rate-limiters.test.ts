import { randomInt, randomUUID } from "node:crypto";
import { AuthMessages, ResponseCode } from "@fable/contract";
import { afterAll, describe, expect, it } from "vitest";
import { call, uniqueEmail } from "../../test/accounts.ts";
import { createTestApp, movableClock } from "../../test/harness.ts";
import { MemoryRateLimiter, RedisRateLimiter } from "./rate-limiters.ts";

/** The machine's Redis; the architecture's scale path for shared counters. */
const REDIS_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";

describe("in-process rate limiter", () => {
  it("allows the limit per window and starts over in the next", async () => {
    const limiter = new MemoryRateLimiter();
    const results = [];
    for (let hit = 0; hit < 4; hit += 1) results.push(await limiter.hit("k", 3, 1000, 5000));
    expect(results).toEqual([true, true, true, false]);
    expect(await limiter.hit("other", 3, 1000, 5000)).toBe(true);
    expect(await limiter.hit("k", 3, 1000, 6000)).toBe(true);
  });

  it("keeps a long window's count through the sweeps made for short ones", async () => {
    const limiter = new MemoryRateLimiter();
    await limiter.hit("fifteen-minutes", 5, 15 * 60_000, 0);
    // A one-minute rule hit later sweeps finished windows; the fifteen-minute one has not finished.
    await limiter.hit("one-minute", 30, 60_000, 2 * 60_000);
    expect(await limiter.count("fifteen-minutes", 15 * 60_000, 2 * 60_000)).toBe(1);
  });

  it("counts a key's hits in the current window without adding one", async () => {
    const limiter = new MemoryRateLimiter();
    expect(await limiter.count("k", 1000, 5000)).toBe(0);
    await limiter.hit("k", 3, 1000, 5000);
    await limiter.hit("k", 3, 1000, 5100);
    expect(await limiter.count("k", 1000, 5200)).toBe(2);
    expect(await limiter.count("k", 1000, 5200)).toBe(2);
    expect(await limiter.count("k", 1000, 6000)).toBe(0);
  });
});

describe("Redis rate limiter", () => {
  const prefix = `fable:test:${randomUUID()}:`;
  const first = new RedisRateLimiter(REDIS_URL, prefix);
  const second = new RedisRateLimiter(REDIS_URL, prefix);
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it("shares one count between instances", async () => {
    const now = 1_000_000;
    expect(await first.hit("login:a@example.com", 3, 60_000, now)).toBe(true);
    expect(await second.hit("login:a@example.com", 3, 60_000, now + 1)).toBe(true);
    expect(await first.hit("login:a@example.com", 3, 60_000, now + 2)).toBe(true);
    expect(await second.hit("login:a@example.com", 3, 60_000, now + 3)).toBe(false);
    expect(await second.hit("login:a@example.com", 3, 60_000, now + 60_000)).toBe(true);
  });

  it("counts a key's hits in the current window without adding one", async () => {
    const now = 2_000_000;
    expect(await first.count("fails:b@example.com", 60_000, now)).toBe(0);
    await first.hit("fails:b@example.com", 3, 60_000, now);
    await second.hit("fails:b@example.com", 3, 60_000, now + 1);
    expect(await second.count("fails:b@example.com", 60_000, now + 2)).toBe(2);
    expect(await first.count("fails:b@example.com", 60_000, now + 2)).toBe(2);
    expect(await first.count("fails:b@example.com", 60_000, now + 60_000)).toBe(0);
  });

  it("lets requests through when Redis cannot be reached, reporting the error", async () => {
    const errors: unknown[] = [];
    const unreachable = new RedisRateLimiter("redis://127.0.0.1:1", prefix, (error) => errors.push(error));
    expect(await unreachable.hit("k", 1, 1000, 0)).toBe(true);
    expect(await unreachable.count("k", 1000, 0)).toBe(0);
    expect(errors.length).toBeGreaterThan(0);
    await unreachable.close();
  });

  // Two whole app instances on their own databases: slow to start on a busy machine.
  it("counts login failures across two app instances sharing Redis, and lets the owner in from elsewhere", async () => {
    const clock = movableClock();
    const env = { REDIS_URL };
    // Each app makes its own Redis limiter from REDIS_URL, as two separate instances would.
    const [one, two] = await Promise.all([createTestApp({ clock, env }), createTestApp({ clock, env })]);
    try {
      const email = uniqueEmail("shared");
      // Counts live in the real Redis across runs: a fresh address keeps an earlier run's failures out.
      const guesser = `172.${16 + randomInt(16)}.${randomInt(256)}.${randomInt(256)}`;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const app = attempt % 2 === 0 ? one.app : two.app;
        const response = await call(app, "POST", "/api/user/login", {
          ip: guesser,
          body: { srcType: "LOCAL", email, userPwd: `guess${attempt}x` },
        });
        statuses.push(response.status);
        if (response.status === 429)
          expect(response).toMatchObject({
            code: ResponseCode.TOO_MANY_REQUESTS,
            message: AuthMessages.tooManyAttempts,
          });
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // The same address on the other instance is held back too; another address is not.
      const again = await call(one.app, "POST", "/api/user/login", {
        ip: guesser,
        body: { srcType: "LOCAL", email, userPwd: "guess-more1" },
      });
      expect(again.status).toBe(429);
      const elsewhere = await call(two.app, "POST", "/api/user/login", {
        body: { srcType: "LOCAL", email, userPwd: "owner-pass1" },
      });
      expect(elsewhere.status).toBe(200);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  }, 90_000);
});
