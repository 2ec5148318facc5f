import { AuthMessages, FOLLOW_THROTTLE_MS, ResponseCode } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { appOnMovableClock, signUp } from "../../test/accounts.ts";
import { FAILURE_LIMITS } from "../modules/auth/auth.routes.ts";

const testApp = appOnMovableClock();
const { clock } = testApp;

function post(url: string, payload: object, options: { token?: string; ip?: string } = {}) {
  return testApp.harness.app.inject({
    method: "POST",
    url,
    payload,
    remoteAddress: options.ip ?? "192.0.2.50",
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

const limitHeaders = (response: Awaited<ReturnType<typeof post>>) => ({
  limit: response.headers["x-ratelimit-limit"],
  remaining: response.headers["x-ratelimit-remaining"],
  reset: response.headers["x-ratelimit-reset"],
  retryAfter: response.headers["retry-after"],
});

describe("rate-limit headers", () => {
  it("tell a limited route's caller its limit, what is left and when the window ends; a refusal says when to retry", async () => {
    const alice = await signUp(testApp.harness.app);
    const bob = await signUp(testApp.harness.app);
    const follow = () =>
      post("/api/userFollow/follow", { followUserId: bob.user.id }, { token: alice.token });

    clock.advance(FOLLOW_THROTTLE_MS);
    const first = await follow();
    expect(first.statusCode).toBe(200);
    const windowSeconds = String(FOLLOW_THROTTLE_MS / 1000);
    expect(limitHeaders(first)).toEqual({
      limit: "1",
      remaining: "0",
      reset: windowSeconds,
      retryAfter: undefined,
    });

    clock.advance(FOLLOW_THROTTLE_MS / 2 - 1);
    const tooSoon = await follow();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      code: ResponseCode.TOO_MANY_REQUESTS,
      message: AuthMessages.tooManyAttempts,
    });
    const wait = String(Math.ceil((FOLLOW_THROTTLE_MS / 2 + 1) / 1000));
    expect(limitHeaders(tooSoon)).toEqual({ limit: "1", remaining: "0", reset: wait, retryAfter: wait });
  });

  it("give the failure limit's wait when a guesser is refused before trying again", async () => {
    const { email } = await signUp(testApp.harness.app);
    const guesser = "203.0.113.77";
    const login = (userPwd: string) =>
      post("/api/user/login", { srcType: "LOCAL", email, userPwd }, { ip: guesser });
    for (let attempt = 0; attempt < FAILURE_LIMITS.accountFromAddress; attempt += 1) {
      expect((await login(`guess${attempt}x`)).statusCode).toBe(200);
    }
    clock.advance(10 * 60_000);
    const refused = await login("guess-last1");
    expect(refused.statusCode).toBe(429);
    expect(limitHeaders(refused)).toEqual({
      limit: String(FAILURE_LIMITS.accountFromAddress),
      remaining: "0",
      reset: String(5 * 60),
      retryAfter: String(5 * 60),
    });
  });
});
