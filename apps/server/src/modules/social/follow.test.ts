import { AuthMessages, FOLLOW_THROTTLE_MS, ResponseCode, SocialMessages } from "@fable/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";
import { backgroundContext } from "../../context.ts";
import { users } from "../users/users.schema.ts";
import { followStates } from "./follow-states.ts";

const clock = movableClock(new Date("2026-03-02T10:00:00Z"));
let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ clock });
});
afterAll(() => harness.close());

type Account = TestAccount;
const get = (url: string, token: string | null) => call(harness.app, "GET", `/api${url}`, { token });
const post = (url: string, body: object, token: string | null) =>
  call(harness.app, "POST", `/api${url}`, { body, token });
/** Follow and unfollow calls, each after the 2-second throttle window has passed. */
const followCall = (action: "follow" | "cancelFollow", who: Account, followUserId: string | number) => {
  clock.advance(FOLLOW_THROTTLE_MS);
  return post(`/userFollow/${action}`, { followUserId }, who.token);
};
const followOf = (who: Account, target: Account) => followCall("follow", who, target.user.id);
const unfollowOf = (who: Account, target: Account) => followCall("cancelFollow", who, target.user.id);
const idsOf = (page: { list: { id: string }[] }) => page.list.map((user) => user.id);

describe("follow and unfollow", () => {
  it("moves Follow → Following → Friends and back", async () => {
    const alice = await buildSession(harness.database.db, { now: clock.now() });
    const bob = await buildSession(harness.database.db, { now: clock.now() });

    const following = await followOf(alice, bob);
    expect(following.code).toBe(0);
    expect(following.result).toEqual({
      userId: bob.user.id,
      followed: true,
      beFollowed: false,
      state: "FOLLOWING",
      fans: 1,
    });

    const friends = await followOf(bob, alice);
    expect(friends.result).toEqual({
      userId: alice.user.id,
      followed: true,
      beFollowed: true,
      state: "FRIENDS",
      fans: 1,
    });
    const aliceSees = await get(`/profile/info?userId=${bob.user.id}`, alice.token);
    expect(aliceSees.result).toMatchObject({ followed: true, beFollowed: true, fans: 1, follows: 1 });

    const back = await unfollowOf(alice, bob);
    expect(back.result).toEqual({
      userId: bob.user.id,
      followed: false,
      beFollowed: true,
      state: "FOLLOW",
      fans: 0,
    });
    const bobSees = await get(`/profile/info?userId=${alice.user.id}`, bob.token);
    expect(bobSees.result).toMatchObject({ followed: true, beFollowed: false, fans: 1, follows: 0 });

    const none = await unfollowOf(bob, alice);
    expect(none.result).toMatchObject({ followed: false, beFollowed: false, state: "FOLLOW", fans: 0 });
  });

  it("is idempotent: following twice or unfollowing twice keeps one state and one count", async () => {
    const alice = await buildSession(harness.database.db, { now: clock.now() });
    const bob = await buildSession(harness.database.db, { now: clock.now() });
    const first = await followOf(alice, bob);
    const second = await followOf(alice, bob);
    expect(second.code).toBe(0);
    expect(second.result).toEqual(first.result);
    expect(second.result.fans).toBe(1);
    // Numbers sent by older clients mean the same user.
    expect((await followCall("follow", alice, Number(bob.user.id))).result.fans).toBe(1);

    expect((await unfollowOf(alice, bob)).result).toMatchObject({ state: "FOLLOW", fans: 0 });
    const again = await unfollowOf(alice, bob);
    expect(again.code).toBe(0);
    expect(again.result).toMatchObject({ followed: false, state: "FOLLOW", fans: 0 });
  });

  it("refuses following yourself", async () => {
    const alice = await buildSession(harness.database.db, { now: clock.now() });
    for (const action of ["follow", "cancelFollow"] as const) {
      const self = await followCall(action, alice, alice.user.id);
      expect(self.code).toBe(ResponseCode.FAILED);
      expect(self.message).toBe(SocialMessages.selfFollow);
    }
    expect((await get("/profile/info", alice.token)).result).toMatchObject({ fans: 0, follows: 0 });
  });

  it("respects allow follows: no new followers while it is off, existing ones stay", async () => {
    const private_ = await buildSession(harness.database.db, { now: clock.now() });
    const early = await buildSession(harness.database.db, { now: clock.now() });
    const late = await buildSession(harness.database.db, { now: clock.now() });
    await followOf(early, private_);
    const off = await post("/user/privacy", { allowFollow: false }, private_.token);
    expect(off.result.allowFollow).toBe(false);

    const refused = await followOf(late, private_);
    expect(refused.status).toBe(403);
    expect(refused.code).toBe(ResponseCode.FORBIDDEN);
    expect(refused.message).toBe(SocialMessages.followNotAllowed);
    expect((await get(`/profile/info?userId=${private_.user.id}`, late.token)).result).toMatchObject({
      allowFollow: false,
      followed: false,
      fans: 1,
    });

    // The follower from before is still one, may repeat the call, and may leave for good.
    expect((await followOf(early, private_)).result).toMatchObject({ state: "FOLLOWING", fans: 1 });
    expect((await unfollowOf(early, private_)).result).toMatchObject({ state: "FOLLOW", fans: 0 });
    expect((await followOf(early, private_)).message).toBe(SocialMessages.followNotAllowed);

    await post("/user/privacy", { allowFollow: true }, private_.token);
    expect((await followOf(late, private_)).result).toMatchObject({ state: "FOLLOWING", fans: 1 });
  });

  it("answers unknown and removed users, bad ids and visitors clearly", async () => {
    const alice = await buildSession(harness.database.db, { now: clock.now() });
    const gone = await buildSession(harness.database.db, { now: clock.now() });
    await harness.database.db
      .update(users)
      .set({ removedAt: clock.now() })
      .where(eq(users.id, Number(gone.user.id)));
    for (const followUserId of ["999999999", gone.user.id]) {
      for (const action of ["follow", "cancelFollow"] as const) {
        const missing = await followCall(action, alice, followUserId);
        expect(missing.status).toBe(404);
        expect(missing.code).toBe(ResponseCode.NOT_FOUND);
        expect(missing.message).toBe(SocialMessages.userNotFound);
      }
    }
    const bad = await followCall("follow", alice, "abc");
    expect(bad.status).toBe(400);
    expect(bad.message).toBe("body.followUserId: followUserId must be an id");
    const missingField = await post("/userFollow/follow", {}, alice.token);
    expect(missingField.status).toBe(400);
    expect(missingField.message).toMatch(/^body\.followUserId: /);

    const visitor = await post("/userFollow/follow", { followUserId: alice.user.id }, null);
    expect(visitor.code).toBe(ResponseCode.NEED_LOGIN);
    expect(visitor.message).toBe(AuthMessages.needLogin);
  });
});

describe("follow throttle (one follow or unfollow per user every 2 seconds)", () => {
  it("refuses a second call within 2 seconds with the rate-limit code, and allows it after", async () => {
    const alice = await buildSession(harness.database.db, { now: clock.now() });
    const bob = await buildSession(harness.database.db, { now: clock.now() });
    const carol = await buildSession(harness.database.db, { now: clock.now() });
    expect((await followOf(alice, bob)).result.state).toBe("FOLLOWING");

    clock.advance(FOLLOW_THROTTLE_MS - 1);
    const tooSoon = await post("/userFollow/cancelFollow", { followUserId: bob.user.id }, alice.token);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.code).toBe(ResponseCode.TOO_MANY_REQUESTS);
    expect(tooSoon.message).toBe(AuthMessages.tooManyAttempts);
    // The refused call changed nothing; another user is not held up by Alice's window.
    expect((await get(`/profile/info?userId=${bob.user.id}`, alice.token)).result.followed).toBe(true);
    const other = await post("/userFollow/follow", { followUserId: bob.user.id }, carol.token);
    expect(other.result).toMatchObject({ state: "FOLLOWING", fans: 2 });

    clock.advance(1);
    const later = await post("/userFollow/cancelFollow", { followUserId: bob.user.id }, alice.token);
    expect(later.result).toMatchObject({ state: "FOLLOW", fans: 1 });
  });
});

describe("fans and follows lists", () => {
  it("pages newest follow first with the viewer's own flags", async () => {
    const star = await buildSession(harness.database.db, { now: clock.now() });
    const fans = [
      await buildSession(harness.database.db, { now: clock.now() }),
      await buildSession(harness.database.db, { now: clock.now() }),
      await buildSession(harness.database.db, { now: clock.now() }),
    ];
    for (const fan of fans) await followOf(fan, star);
    const viewer = fans[0]!;
    // The viewer follows fans[2]; fans[1] follows the viewer.
    await followOf(viewer, fans[2]!);
    await followOf(fans[1]!, viewer);

    const first = await get(`/userFollow/listFans?userId=${star.user.id}&page=1&limit=2`, viewer.token);
    expect(first.result).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(idsOf(first.result)).toEqual([fans[2]!.user.id, fans[1]!.user.id]);
    expect(first.result.list[0]).toEqual({
      id: fans[2]!.user.id,
      userId: fans[2]!.user.id,
      userSlug: expect.any(String),
      userName: fans[2]!.user.userName,
      avatar: "",
      vipEnum: "FREE",
      bio: "",
      followed: true,
      beFollowed: false,
    });
    expect(first.result.list[1]).toMatchObject({ followed: false, beFollowed: true });
    const second = await get(`/userFollow/listFans?userId=${star.user.id}&page=2&limit=2`, viewer.token);
    expect(idsOf(second.result)).toEqual([viewer.user.id]);
    expect(second.result.list[0]).toMatchObject({ followed: false, beFollowed: false });

    // A visitor sees the same people with no flags; the star sees them as followers of theirs.
    const visitorView = await get(`/userFollow/listFans?userId=${star.user.id}`, null);
    expect(idsOf(visitorView.result)).toEqual([fans[2]!.user.id, fans[1]!.user.id, viewer.user.id]);
    expect(visitorView.result.list.every((user: { beFollowed: boolean }) => !user.beFollowed)).toBe(true);
    const mine = await get("/userFollow/listFans", star.token);
    expect(mine.result.list.every((user: { beFollowed: boolean }) => user.beFollowed)).toBe(true);

    const follows = await get(`/userFollow/listFollows?userId=${viewer.user.id}`, fans[1]!.token);
    expect(idsOf(follows.result)).toEqual([fans[2]!.user.id, star.user.id]);
    expect(follows.result.total).toBe(2);
    expect(follows.result.list[1]).toMatchObject({ id: star.user.id, followed: true, beFollowed: false });
    const past = await get(`/userFollow/listFollows?userId=${viewer.user.id}&page=5`, null);
    expect(past.result).toMatchObject({ page: 5, total: 2, list: [] });
  });

  it("refuses bad paging, unknown users and visitors asking for their own list", async () => {
    const alice = await buildSession(harness.database.db, { now: clock.now() });
    const tooMany = await get("/userFollow/listFans?limit=51", alice.token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.message).toMatch(/^querystring\.limit: /);
    expect((await get("/userFollow/listFans?page=0", alice.token)).status).toBe(400);
    expect((await get("/userFollow/listFollows?userId=x1", alice.token)).message).toBe(
      "querystring.userId: userId must be an id",
    );
    const unknown = await get("/userFollow/listFollows?userId=999999999", alice.token);
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe(SocialMessages.userNotFound);
    expect((await get("/userFollow/listFans", null)).code).toBe(ResponseCode.NEED_LOGIN);
    expect((await get("/userFollow/listFans?userId=&limit=", alice.token)).result).toMatchObject({
      page: 1,
      limit: 20,
      total: 0,
    });
  });
});

describe("removing a follower", () => {
  it("removes one fan of the signed-in user only, idempotently", async () => {
    const star = await buildSession(harness.database.db, { now: clock.now() });
    const fan = await buildSession(harness.database.db, { now: clock.now() });
    const other = await buildSession(harness.database.db, { now: clock.now() });
    await followOf(fan, star);
    await followOf(other, star);
    await followOf(star, fan);

    const removed = await post("/userFollow/removeFans", { fansUserId: fan.user.id }, star.token);
    expect(removed.result).toEqual({ fansUserId: fan.user.id, removed: true, fans: 1 });
    expect(idsOf((await get("/userFollow/listFans", star.token)).result)).toEqual([other.user.id]);
    // The star still follows the former fan: only the fan's side went.
    expect((await get(`/profile/info?userId=${fan.user.id}`, star.token)).result).toMatchObject({
      followed: true,
      beFollowed: false,
    });
    const again = await post("/userFollow/removeFans", { fansUserId: fan.user.id }, star.token);
    expect(again.result).toEqual({ fansUserId: fan.user.id, removed: false, fans: 1 });

    // Nobody removes someone else's fans: the call only ever touches the caller's own followers
    // (the fan's one follower is the star).
    const meddling = await post("/userFollow/removeFans", { fansUserId: other.user.id }, fan.token);
    expect(meddling.result).toEqual({ fansUserId: other.user.id, removed: false, fans: 1 });
    expect((await get("/userFollow/listFans", star.token)).result.total).toBe(1);

    const unknown = await post("/userFollow/removeFans", { fansUserId: "999999999" }, star.token);
    expect(unknown.message).toBe(SocialMessages.userNotFound);
    expect((await post("/userFollow/removeFans", { fansUserId: fan.user.id }, null)).code).toBe(
      ResponseCode.NEED_LOGIN,
    );
    expect((await post("/userFollow/removeFans", { fansUserId: -3 }, star.token)).status).toBe(400);
  });
});

describe("followStates for other modules", () => {
  it("fills both flags for every id, all false for visitors and for the viewer themself", async () => {
    const viewer = await buildSession(harness.database.db, { now: clock.now() });
    const followed = await buildSession(harness.database.db, { now: clock.now() });
    const follower = await buildSession(harness.database.db, { now: clock.now() });
    await followOf(viewer, followed);
    await followOf(follower, viewer);
    const ids = [followed, follower, viewer].map((account) => Number(account.user.id));
    const ctx = backgroundContext({ ...harness, clock });

    const states = await followStates(ctx, Number(viewer.user.id), [...ids, 999999999]);
    expect([...states.entries()]).toEqual([
      [ids[0], { followed: true, beFollowed: false }],
      [ids[1], { followed: false, beFollowed: true }],
      [ids[2], { followed: false, beFollowed: false }],
      [999999999, { followed: false, beFollowed: false }],
    ]);
    const anonymous = await followStates(ctx, null, ids);
    expect([...anonymous.values()].every((flags) => !flags.followed && !flags.beFollowed)).toBe(true);
    expect((await followStates(ctx, Number(viewer.user.id), [])).size).toBe(0);
  });
});
