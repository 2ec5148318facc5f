import { ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe("profile, privacy, status and permissions", () => {
  it("updates the signed-in user's profile and nobody else's", async () => {
    const alice = await buildSession(harness.database.db);
    const bob = await buildSession(harness.database.db);
    const updated = await call(harness.app, "POST", "/api/user/update", {
      token: bob.token,
      body: { userName: "  Bob the Builder ", bio: "I build bots.", gender: "male" },
    });
    expect(updated.result).toMatchObject({
      id: bob.user.id,
      userName: "Bob the Builder",
      bio: "I build bots.",
      gender: "male",
    });
    const aliceInfo = await call(harness.app, "GET", "/api/user/info", { token: alice.token });
    expect(aliceInfo.result).toMatchObject({ id: alice.user.id, userName: alice.user.userName, bio: "" });
  });

  it("cannot reach another user's account by smuggling an id into the body", async () => {
    const alice = await buildSession(harness.database.db);
    const bob = await buildSession(harness.database.db);
    const response = await call(harness.app, "POST", "/api/user/update", {
      token: bob.token,
      body: { id: alice.user.id, userId: alice.user.id, userName: "Mallory" },
    });
    expect(response.result.id).toBe(bob.user.id);
    const aliceInfo = await call(harness.app, "GET", "/api/user/info", { token: alice.token });
    expect(aliceInfo.result.userName).toBe(alice.user.userName);
  });

  it("rejects bad profile input with a message naming the field", async () => {
    const { token } = await buildSession(harness.database.db);
    const cases: [object, RegExp][] = [
      [{ userName: "" }, /^body\.userName: The user name cannot be empty$/],
      [{ userName: "x".repeat(31) }, /^body\.userName: /],
      [{ avatar: "https://elsewhere.example/a.png" }, /^body\.avatar: The avatar must be an uploaded image$/],
      [{ avatar: "/uploads/../../etc/passwd" }, /^body\.avatar: /],
      [{ gender: "robot" }, /^body\.gender: /],
      [{ bio: 42 }, /^body\.bio: /],
    ];
    for (const [body, message] of cases) {
      const response = await call(harness.app, "POST", "/api/user/update", { token, body });
      expect(response.status).toBe(400);
      expect(response.message).toMatch(message);
    }
  });

  it("switches the two privacy settings", async () => {
    const { token, row } = await buildSession(harness.database.db);
    expect(row).toMatchObject({ privacy: true, allowFollow: true });
    const changed = await call(harness.app, "POST", "/api/user/privacy", {
      token,
      body: { allowFollow: false },
    });
    expect(changed.result).toMatchObject({ privacy: true, allowFollow: false });
    const again = await call(harness.app, "POST", "/api/user/privacy", { token, body: { privacy: false } });
    expect(again.result).toMatchObject({ privacy: false, allowFollow: false });
  });

  it("reports a free plan and the permissions that go with it", async () => {
    const { token } = await buildSession(harness.database.db);
    const status = await call(harness.app, "GET", "/api/user/status", { token });
    expect(status.result).toEqual({
      vip: false,
      userVip: false,
      vipEnum: "FREE",
      lastVipEndTime: null,
      lastVipEndReminded: false,
      lastSubscriptionStatus: null,
      subscription: null,
    });
    const permission = await call(harness.app, "GET", "/api/user/auth/permission", { token });
    // The free plan's entitlements: the memory library is open to it, as its routes are.
    expect(permission.result).toMatchObject({
      createBot: true,
      maxBots: 40,
      nsfw: false,
      memoryLibrary: true,
      customPacks: false,
    });
    expect(permission.result.entitlements).toMatchObject({
      noAds: false,
      noCreditUse: false,
      dailyEdits: 30,
    });
  });

  it.each(["/api/user/info", "/api/user/status", "/api/user/auth/permission", "/api/user/logoff"])(
    "asks visitors to log in at %s",
    async (url) => {
      const response = await call(harness.app, "GET", url);
      expect(response).toMatchObject({ status: 401, code: ResponseCode.NEED_LOGIN, result: null });
    },
  );

  it("tells the removal delay through the configuration call", async () => {
    const response = await call(harness.app, "GET", "/api/config/getConfigByKey?key=ACCOUNT_CANCELLATION");
    expect(response.result).toEqual({ delay_time: 14 });
    expect((await call(harness.app, "GET", "/api/config/getConfigByKey?key=SECRET")).status).toBe(404);
  });
});
