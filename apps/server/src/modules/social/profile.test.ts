import { CharacterMessages, FOLLOW_THROTTLE_MS, LIMITS, ResponseCode, SocialMessages } from "@fable/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildBot, buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";
import { bots } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";

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
const follow = (who: Account, target: Account) => {
  clock.advance(FOLLOW_THROTTLE_MS);
  return post("/userFollow/follow", { followUserId: target.user.id }, who.token);
};

type BotState = Partial<Pick<typeof bots.$inferInsert, "visibility" | "reviewStatus" | "chats" | "likes">>;
/** A bot of `owner` in exactly the state a test needs; its id as the API spells it. */
const addBot = async (owner: Account, name: string, state: BotState = {}) =>
  (
    await buildBot(harness.database.db, {
      creatorId: owner.row.id,
      name,
      greeting: `Hello from ${name}`,
      ...state,
    })
  ).botId;
const botIds = (page: { list: { botId: string }[] }) => page.list.map((bot) => bot.botId);

describe("creator profile", () => {
  it("counts fans, follows and only the listed bots' chats and likes", async () => {
    const creator = await buildSession(harness.database.db, { now: clock.now() });
    const fan = await buildSession(harness.database.db, { now: clock.now() });
    const visitor = null;
    await addBot(creator, "Listed One", { chats: 10, likes: 3 });
    await addBot(creator, "Listed Two", { chats: 5, likes: 2 });
    await addBot(creator, "Private One", { visibility: "private", chats: 100, likes: 40 });
    await addBot(creator, "Unlisted One", { visibility: "unlisted", chats: 100, likes: 40 });
    await addBot(creator, "Pending One", { reviewStatus: "pending", chats: 100, likes: 40 });
    await addBot(creator, "Rejected One", { reviewStatus: "rejected", chats: 100, likes: 40 });
    await follow(fan, creator);
    await follow(creator, fan);
    await post("/user/update", { bio: "I write ferrymen." }, creator.token);

    const seenByFan = await get(`/profile/info?userId=${creator.user.id}`, fan.token);
    expect(seenByFan.result).toEqual({
      id: creator.user.id,
      userId: creator.user.id,
      userSlug: expect.any(String),
      userName: creator.user.userName,
      avatar: "",
      bio: "I write ferrymen.",
      vipEnum: "FREE",
      fans: 1,
      follows: 1,
      publicBots: 2,
      chats: 15,
      likes: 5,
      followed: true,
      beFollowed: true,
      allowFollow: true,
      isSelf: false,
    });
    const seenByVisitor = await get(`/profile/info?userId=${creator.user.id}`, visitor);
    expect(seenByVisitor.result).toMatchObject({
      followed: false,
      beFollowed: false,
      isSelf: false,
      chats: 15,
    });
    const own = await get("/profile/info", creator.token);
    expect(own.result).toMatchObject({ id: creator.user.id, isSelf: true, publicBots: 2 });
  });

  it("keeps summed counts within 32 bits", async () => {
    const creator = await buildSession(harness.database.db, { now: clock.now() });
    await addBot(creator, "Huge One", { chats: LIMITS.integerMax, likes: LIMITS.integerMax });
    await addBot(creator, "Huge Two", { chats: 5, likes: 5 });
    const profile = await get(`/profile/info?userId=${creator.user.id}`, null);
    expect(profile.result).toMatchObject({ chats: LIMITS.integerMax, likes: LIMITS.integerMax });
  });

  it("answers unknown and removed users, bad ids and visitors without a userId", async () => {
    const gone = await buildSession(harness.database.db, { now: clock.now() });
    await addBot(gone, "Orphan Bot");
    await harness.database.db
      .update(users)
      .set({ removedAt: clock.now() })
      .where(eq(users.id, Number(gone.user.id)));
    for (const path of ["/profile/info", "/profile/public-bots", "/profile/favorites"]) {
      for (const userId of ["999999999", gone.user.id]) {
        const missing = await get(`${path}?userId=${userId}`, null);
        expect(missing.status).toBe(404);
        expect(missing.message).toBe(SocialMessages.userNotFound);
      }
      const bad = await get(`${path}?userId=12a`, null);
      expect(bad.status).toBe(400);
      expect(bad.message).toBe("querystring.userId: userId must be an id");
      expect((await get(path, null)).code).toBe(ResponseCode.NEED_LOGIN);
    }
  });
});

describe("public bots", () => {
  it("shows others only listed bots; the creator also sees the rest with their state", async () => {
    const creator = await buildSession(harness.database.db, { now: clock.now() });
    const other = await buildSession(harness.database.db, { now: clock.now() });
    const popular = await addBot(creator, "Popular", { chats: 50 });
    const quiet = await addBot(creator, "Quiet", { chats: 1 });
    const hidden = [
      await addBot(creator, "Private", { visibility: "private", chats: 900 }),
      await addBot(creator, "Unlisted", { visibility: "unlisted", chats: 800 }),
      await addBot(creator, "Pending", { reviewStatus: "pending", chats: 700 }),
      await addBot(creator, "Rejected", { reviewStatus: "rejected", chats: 600 }),
    ];

    for (const viewer of [other.token, null]) {
      const page = await get(`/profile/public-bots?userId=${creator.user.id}`, viewer);
      expect(page.result).toMatchObject({ page: 1, limit: 20, total: 2 });
      expect(botIds(page.result)).toEqual([popular, quiet]);
    }
    const card = (await get(`/profile/public-bots?userId=${creator.user.id}`, null)).result.list[0];
    expect(card).toEqual({
      botId: popular,
      botName: "Popular",
      characterName: "Popular",
      botDesc: "",
      greeting: "Hello from Popular",
      avatar: "",
      chats: 50,
      likes: 0,
      tags: [],
      canImage: false,
      isNew: expect.any(Boolean),
      isStoryBot: false,
      botType: 1,
      activityTag: null,
      messageCount: 0,
      pinned: false,
      visibility: "public",
      reviewStatus: "approved",
    });

    const own = await get("/profile/public-bots", creator.token);
    expect(own.result.total).toBe(6);
    expect(botIds(own.result)).toEqual([...hidden, popular, quiet]);
    expect(own.result.list.slice(0, 4)).toMatchObject([
      { visibility: "private", reviewStatus: "approved" },
      { visibility: "unlisted", reviewStatus: "approved" },
      { visibility: "public", reviewStatus: "pending" },
      { visibility: "public", reviewStatus: "rejected" },
    ]);

    const second = await get(`/profile/public-bots?userId=${creator.user.id}&page=2&limit=1`, null);
    expect(second.result).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(botIds(second.result)).toEqual([quiet]);
  });

  it("puts pinned bots first, last pinned first, and allows at most 3 pins", async () => {
    const creator = await buildSession(harness.database.db, { now: clock.now() });
    const ids = [] as string[];
    for (const [index, chats] of [40, 30, 20, 10, 5].entries())
      ids.push(await addBot(creator, `Bot ${index}`, { chats }));
    const [a, b, c, d, e] = ids as [string, string, string, string, string];

    const pin = (botId: string) => {
      clock.advance(1000);
      return post("/profile/setTop", { botId }, creator.token);
    };
    expect((await pin(d)).result).toEqual({ botId: d, pinned: true, pinnedCount: 1 });
    expect((await pin(b)).result).toEqual({ botId: b, pinned: true, pinnedCount: 2 });
    // Pinning a pinned bot again changes neither its place nor the count.
    expect((await pin(d)).result).toEqual({ botId: d, pinned: true, pinnedCount: 2 });
    expect((await pin(e)).result).toEqual({ botId: e, pinned: true, pinnedCount: 3 });

    const order = async () =>
      botIds((await get(`/profile/public-bots?userId=${creator.user.id}`, null)).result);
    expect(await order()).toEqual([e, b, d, a, c]);
    const pinnedFlags = (await get(`/profile/public-bots?userId=${creator.user.id}`, null)).result.list.map(
      (bot: { pinned: boolean }) => bot.pinned,
    );
    expect(pinnedFlags).toEqual([true, true, true, false, false]);

    const fourth = await pin(a);
    expect(fourth.code).toBe(ResponseCode.FAILED);
    expect(fourth.message).toBe(SocialMessages.pinLimit);
    expect(await order()).toEqual([e, b, d, a, c]);

    expect((await post("/profile/unsetTop", { botId: b }, creator.token)).result).toEqual({
      botId: b,
      pinned: false,
      pinnedCount: 2,
    });
    expect((await post("/profile/unsetTop", { botId: b }, creator.token)).result.pinnedCount).toBe(2);
    expect((await pin(a)).result.pinnedCount).toBe(3);
    expect(await order()).toEqual([a, e, d, b, c]);
  });

  it("lets no one pin or unpin another user's bot", async () => {
    const creator = await buildSession(harness.database.db, { now: clock.now() });
    const other = await buildSession(harness.database.db, { now: clock.now() });
    const botId = await addBot(creator, "Mine Only");
    for (const path of ["/profile/setTop", "/profile/unsetTop"]) {
      const foreign = await post(path, { botId }, other.token);
      expect(foreign.status).toBe(404);
      expect(foreign.message).toBe(CharacterMessages.botNotFound);
      const unknown = await post(path, { botId: "999999999" }, creator.token);
      expect(unknown.message).toBe(CharacterMessages.botNotFound);
      expect((await post(path, { botId }, null)).code).toBe(ResponseCode.NEED_LOGIN);
      expect((await post(path, { botId: "one" }, creator.token)).status).toBe(400);
    }
    const page = await get(`/profile/public-bots?userId=${creator.user.id}`, null);
    expect(page.result.list[0].pinned).toBe(false);
  });
});

describe("favorites", () => {
  it("lists the listed bots a user liked, newest like first, to anyone", async () => {
    const creator = await buildSession(harness.database.db, { now: clock.now() });
    const liker = await buildSession(harness.database.db, { now: clock.now() });
    const first = await addBot(creator, "First Liked");
    const second = await addBot(creator, "Second Liked");
    const later = await addBot(creator, "Later Hidden");
    const third = await addBot(creator, "Third Liked");
    for (const botId of [first, second, later, third]) {
      clock.advance(1000);
      expect((await get(`/v1/chat/like?botId=${botId}`, liker.token)).result.liked).toBe(true);
    }
    // A liked bot its creator makes private no longer shows among anyone's favorites.
    await harness.database.db
      .update(bots)
      .set({ visibility: "private" })
      .where(eq(bots.id, Number(later)));

    for (const viewer of [null, creator.token, liker.token]) {
      const page = await get(`/profile/favorites?userId=${liker.user.id}`, viewer);
      expect(page.result).toMatchObject({ page: 1, limit: 20, total: 3 });
      expect(botIds(page.result)).toEqual([third, second, first]);
    }
    const mine = await get("/profile/favorites?limit=2&page=2", liker.token);
    expect(mine.result).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(botIds(mine.result)).toEqual([first]);
    expect(mine.result.list[0]).toMatchObject({ botName: "First Liked", likes: 1 });

    await get(`/v1/chat/cancelLike?botId=${second}`, liker.token);
    expect(botIds((await get(`/profile/favorites?userId=${liker.user.id}`, null)).result)).toEqual([
      third,
      first,
    ]);
    expect((await get(`/profile/favorites?userId=${creator.user.id}`, null)).result).toMatchObject({
      total: 0,
      list: [],
    });
    expect((await get("/profile/favorites?limit=0", liker.token)).status).toBe(400);
  });
});

describe("the API document", () => {
  it("lists every follow and profile call", async () => {
    const document = await harness.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(document.statusCode).toBe(200);
    const paths = document.json().paths;
    for (const path of [
      "/api/userFollow/follow",
      "/api/userFollow/cancelFollow",
      "/api/userFollow/removeFans",
      "/api/profile/setTop",
      "/api/profile/unsetTop",
    ])
      expect(Object.keys(paths[path])).toEqual(["post"]);
    for (const path of [
      "/api/userFollow/listFans",
      "/api/userFollow/listFollows",
      "/api/profile/info",
      "/api/profile/public-bots",
      "/api/profile/favorites",
    ])
      expect(Object.keys(paths[path])).toEqual(["get"]);
  });
});
