import { AuthMessages, ResponseCode } from "@fable/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../../../test/accounts.ts";
import { createTestApp } from "../../../test/harness.ts";
import { sha256 } from "./secrets.ts";
import { sessionCache } from "./session-cache.ts";

// A signed-in request takes its session from a cache; a change to the session row by any code path
// (here plain SQL, which no service code sees) must reach the very next request.
let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const userInfo = (token: string) => call(harness.app, "GET", "/api/user/info", { token });
const cache = () => sessionCache(harness.database.db);

describe("session cache", () => {
  it("keeps a looked-up session on PGlite, and none on PostgreSQL", async () => {
    const { token } = await signUp(harness.app);
    // The first lookup may come before the subscription is in place, and then keeps nothing.
    expect((await userInfo(token)).code).toBe(0);
    expect((await userInfo(token)).code).toBe(0);
    if (harness.database.kind === "postgres") {
      expect(cache()).toBeNull();
      return;
    }
    expect(cache()!.get(sha256(token))).toMatchObject({ revokedReason: null });
    expect((await userInfo(token)).code).toBe(0);
  });

  it("refuses a session replaced behind its back on the next request", async () => {
    const { token } = await signUp(harness.app);
    expect((await userInfo(token)).code).toBe(0);
    await harness.database.db.execute(
      sql`update sessions set revoked_reason = 'replaced', revoked_at = now() where token_hash = ${sha256(token)}`,
    );
    expect(cache()?.get(sha256(token))).toBeUndefined();
    expect(await userInfo(token)).toMatchObject({
      code: ResponseCode.SINGLE_LOGIN_CONFLICT,
      message: AuthMessages.replacedSession,
    });
  });

  it("refuses a deleted session and one expired by the database", async () => {
    const deleted = await signUp(harness.app);
    const expired = await signUp(harness.app);
    expect((await userInfo(deleted.token)).code).toBe(0);
    expect((await userInfo(expired.token)).code).toBe(0);
    await harness.database.db.execute(sql`delete from sessions where token_hash = ${sha256(deleted.token)}`);
    await harness.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where token_hash = ${sha256(expired.token)}`,
    );
    for (const token of [deleted.token, expired.token])
      expect(await userInfo(token)).toMatchObject({
        code: ResponseCode.LOGGED_OUT,
        message: AuthMessages.loggedOut,
      });
  });

  it("ends a session on logout at once", async () => {
    const { token } = await signUp(harness.app);
    expect((await userInfo(token)).code).toBe(0);
    expect((await call(harness.app, "GET", "/api/user/loginOut", { token })).code).toBe(0);
    expect((await userInfo(token)).code).toBe(ResponseCode.LOGGED_OUT);
  });
});
