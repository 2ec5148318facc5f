import { ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildSession, buildUser, TEST_PASSWORD } from "../../../test/factories/index.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";

/** The factories stand in for sign-up in other tests, so what they build must pass for a real account. */
const clock = movableClock(new Date("2032-06-01T08:00:00Z"));
let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ clock });
});
afterAll(() => harness.close());

describe("database factories", () => {
  it("build a session whose token the server accepts as the user's", async () => {
    const account = await buildSession(harness.database.db, { now: clock.now() });
    const info = await call(harness.app, "GET", "/api/user/info", { token: account.token });
    expect(info.code, info.message).toBe(0);
    expect(info.result).toMatchObject({ id: account.user.id, userName: account.user.userName });
  });

  it("build a session that expires like a real one", async () => {
    const account = await buildSession(harness.database.db, { now: clock.now() });
    clock.advance(31 * 24 * 60 * 60 * 1000);
    const info = await call(harness.app, "GET", "/api/user/info", { token: account.token });
    expect(info.code).toBe(ResponseCode.LOGGED_OUT);
  });

  it("build a user who signs in with the test password and with no other", async () => {
    const user = await buildUser(harness.database.db);
    const login = (userPwd: string) =>
      call(harness.app, "POST", "/api/user/login", {
        body: { srcType: "LOCAL", email: user.email, userPwd },
      });
    const signedIn = await login(TEST_PASSWORD);
    expect(signedIn.code, signedIn.message).toBe(0);
    expect(signedIn.result).toMatchObject({ id: String(user.id), needValidEmail: false });
    expect(signedIn.result.token).toEqual(expect.any(String));
    // Any other password only sends a code, as for a stranger to the address.
    const refused = await login("not-the-password-9");
    expect(refused.result).toMatchObject({ needValidEmail: true, token: null });
  });
});
