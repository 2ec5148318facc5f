import { AuthMessages, ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../../../test/accounts.ts";
import { createTestApp } from "../../../test/harness.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ env: { SINGLE_SESSION: "true" } });
});
afterAll(() => harness.close());

describe("single-session mode", () => {
  it("ends the earlier session with code 420 when the account signs in elsewhere", async () => {
    const { email, password, token: first } = await signUp(harness.app);
    expect((await call(harness.app, "GET", "/api/user/info", { token: first })).code).toBe(0);
    const second = await call(harness.app, "POST", "/api/user/login", {
      body: { srcType: "LOCAL", email, userPwd: password },
    });
    expect((await call(harness.app, "GET", "/api/user/info", { token: second.result.token })).code).toBe(0);
    expect(await call(harness.app, "GET", "/api/user/info", { token: first })).toMatchObject({
      status: 401,
      code: ResponseCode.SINGLE_LOGIN_CONFLICT,
      message: AuthMessages.replacedSession,
    });
  });
});

describe("multi-session mode (the default)", () => {
  it("keeps both sessions", async () => {
    const other = await createTestApp();
    try {
      const { email, password, token: first } = await signUp(other.app);
      await call(other.app, "POST", "/api/user/login", {
        body: { srcType: "LOCAL", email, userPwd: password },
      });
      expect((await call(other.app, "GET", "/api/user/info", { token: first })).code).toBe(0);
    } finally {
      await other.close();
    }
  });
});
