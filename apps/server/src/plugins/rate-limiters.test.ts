import { randomUUID } from "node:crypto";
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

  it("lets requests through when Redis cannot be reached, reporting the error", async () => {
    const errors: unknown[] = [];
    const unreachable = new RedisRateLimiter("redis://127.0.0.1:1", prefix, (error) => errors.push(error));
    expect(await unreachable.hit("k", 1, 1000, 0)).toBe(true);
    expect(errors.length).toBeGreaterThan(0);
    await unreachable.close();
  });

  it("limits logins across two app instances sharing Redis", async () => {
    const clock = movableClock();
    const env = { REDIS_URL };
    // Each app makes its own Redis limiter from REDIS_URL, as two separate instances would.
    const [one, two] = await Promise.all([createTestApp({ clock, env }), createTestApp({ clock, env })]);
    try {
      const email = uniqueEmail("shared");
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const app = attempt % 2 === 0 ? one.app : two.app;
        const response = await call(app, "POST", "/api/user/login", {
          body: { srcType: "LOCAL", email, userPwd: `guess${attempt}x` },
        });
        statuses.push(response.status);
        if (response.status === 429)
          expect(response).toMatchObject({
            code: ResponseCode.TOO_MANY_REQUESTS,
            message: AuthMessages.tooManyAttempts,
          });
      }
      expect(statuses.filter((status) => status === 429)).toEqual([429]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
