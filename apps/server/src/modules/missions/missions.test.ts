import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import {
  buildBot,
  buildDialogue,
  buildPost,
  buildReview,
  buildSession,
  buildUser,
  type TestAccount,
} from "../../../test/factories/index.ts";
import { createTestApp, movableClock, type TestApp } from "../../../test/harness.ts";
import { DAY_MS } from "../../lib/utc-day.ts";
import { chatMessages, dialogues } from "../chat/chat.schema.ts";
import { follows } from "../social/social.schema.ts";
import { modelUsage } from "../usage/usage.schema.ts";
import { users } from "../users/users.schema.ts";

const clock = movableClock(new Date("2026-11-26T10:00:00Z"));
let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ clock });
});
afterAll(() => harness.close());

const db = () => harness.database.db;
const post = (url: string, token: string, body: object = {}) =>
  call(harness.app, "POST", url, { token, body });
const claim = (id: string, token: string) => post(`/api/mission/${id}`, token);
const account = () => buildSession(db(), { now: clock.now() });
const balanceOf = async (token: string) =>
  (await call(harness.app, "GET", "/api/user/credits/getCount", { token })).result.creditAmount as number;

async function missionOf(token: string, id: string) {
  const list = await post("/api/mission/list", token);
  expect(list.code, list.message).toBe(0);
  return (list.result.list as { id: string; state: string; progress: number; target: number }[]).find(
    (mission) => mission.id === id,
  )!;
}

/** `count` messages the user sends to a bot now (by the test clock), as a chat turn stores them. */
async function sendMessages(user: TestAccount, count: number, botId?: number) {
  const bot = botId ?? (await buildBot(db())).id;
  const dialogue = await buildDialogue(db(), { userId: user.row.id, botId: bot });
  const now = clock.now();
  for (let seq = 1; seq <= count; seq++) {
    await db()
      .insert(chatMessages)
      .values({ dialogueId: dialogue.id, seq, role: "user", swipes: [`hi ${seq}`], createdAt: now });
  }
  await db().update(dialogues).set({ lastMessageAt: now }).where(eq(dialogues.id, dialogue.id));
}

async function follow(user: TestAccount) {
  const creator = await buildUser(db());
  await db()
    .insert(follows)
    .values({ followerId: user.row.id, followeeId: creator.id, createdAt: clock.now() });
}

/** What makes each task done, as it really happens in the product's tables. */
const DO: Record<string, (user: TestAccount) => Promise<unknown>> = {
  daily_messages: (user) => sendMessages(user, 10),
  daily_characters: async (user) => {
    for (let bot = 0; bot < 3; bot++) await sendMessages(user, 1);
  },
  daily_regenerate: (user) =>
    db().insert(modelUsage).values({
      userId: user.row.id,
      sceneId: "default",
      model: "test",
      kind: "regeneration",
      inputTokens: 1,
      outputTokens: 1,
      counted: true,
      createdAt: clock.now(),
    }),
  daily_follow: follow,
  special_validate_email: (user) =>
    db().update(users).set({ emailVerified: true }).where(eq(users.id, user.row.id)),
  special_create_bot: (user) => buildBot(db(), { creatorId: user.row.id }),
  special_share_chat: async (user) =>
    buildPost(db(), { userId: user.row.id, botId: (await buildBot(db())).id }),
  special_follow: follow,
  special_review: async (user) =>
    buildReview(db(), { userId: user.row.id, botId: (await buildBot(db())).id }),
};

const REWARDS: Record<string, number> = {
  daily_messages: 5,
  daily_characters: 3,
  daily_regenerate: 2,
  daily_follow: 2,
  special_validate_email: 10,
  special_create_bot: 20,
  special_share_chat: 10,
  special_follow: 5,
  special_review: 5,
};

describe("tasks", () => {
  it("list every group, daily ones resetting at the next UTC midnight", async () => {
    const { token } = await account();
    const groups = await post("/api/mission/group/list", token);
    expect(groups.code, groups.message).toBe(0);
    expect(groups.result.list).toEqual([
      { id: "daily", missionCount: 4, claimableCount: 0, resetsAt: "2026-11-27T00:00:00.000Z" },
      // A built account's email is validated already: that task waits to be claimed.
      { id: "special", missionCount: 5, claimableCount: 1, resetsAt: null },
      { id: "referral", missionCount: 1, claimableCount: 0, resetsAt: null },
    ]);
    const daily = await post("/api/mission/list", token, { groupId: "daily" });
    expect(daily.result.list.map((mission: { id: string }) => mission.id)).toEqual([
      "daily_messages",
      "daily_characters",
      "daily_regenerate",
      "daily_follow",
    ]);
    expect((await post("/api/mission/list", token, { groupId: "weekly" })).code).toBe(400);
    const noBody = await harness.app.inject({
      method: "POST",
      url: "/api/mission/list",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noBody.json()).toMatchObject({ code: 0, message: "" });
    expect(noBody.json().result.list).toHaveLength(10);
  });

  for (const [id, done] of Object.entries(DO)) {
    it(`${id}: claimable only once it really happened, then granted once`, async () => {
      const user = await buildSession(db(), {
        now: clock.now(),
        userOverrides: id === "special_validate_email" ? { emailVerified: false } : {},
      });
      if (id !== "special_validate_email") {
        const early = await claim(id, user.token);
        expect(early.code).toBe(1);
        expect(early.message).toBe("This task is not finished yet");
        expect((await missionOf(user.token, id)).state).toBe("in_progress");
      }
      await done(user);
      expect((await missionOf(user.token, id)).state).toBe("claimable");
      const before = await balanceOf(user.token);
      const claimed = await claim(id, user.token);
      expect(claimed.code, claimed.message).toBe(0);
      expect(claimed.result.creditAmount).toBe(REWARDS[id]);
      expect(claimed.result.mission.state).toBe("claimed");
      expect(claimed.result.balance).toBe(before + REWARDS[id]!);
      const again = await claim(id, user.token);
      expect(again.result).toMatchObject({ creditAmount: 0, balance: before + REWARDS[id]! });
      expect((await missionOf(user.token, id)).state).toBe("claimed");
    });
  }

  it("count only the user's own messages of today toward the daily messages task", async () => {
    const user = await account();
    await sendMessages(user, 9);
    const other = await account();
    await sendMessages(other, 5);
    expect(await missionOf(user.token, "daily_messages")).toMatchObject({ progress: 9, target: 10 });
  });

  it("grant a claim made 50 times at once exactly once", async () => {
    const user = await account();
    await buildBot(db(), { creatorId: user.row.id });
    const before = await balanceOf(user.token);
    const claims = await Promise.all(
      Array.from({ length: 50 }, () => claim("special_create_bot", user.token)),
    );
    expect(claims.every((answer) => answer.code === 0)).toBe(true);
    expect(claims.reduce((sum, answer) => sum + answer.result.creditAmount, 0)).toBe(20);
    expect(await balanceOf(user.token)).toBe(before + 20);
  });

  it("start daily tasks again each UTC day, with a reward per day", async () => {
    const user = await account();
    await follow(user);
    expect((await claim("daily_follow", user.token)).result.creditAmount).toBe(2);
    clock.advance(DAY_MS);
    try {
      const nextDay = await missionOf(user.token, "daily_follow");
      expect(nextDay).toMatchObject({ state: "in_progress", progress: 0, period: "2026-11-27" });
      expect((await claim("daily_follow", user.token)).code).toBe(1);
      await follow(user);
      expect((await claim("daily_follow", user.token)).result.creditAmount).toBe(2);
      // Special tasks count once ever: yesterday's follow still counts for the special one.
      expect((await missionOf(user.token, "special_follow")).state).toBe("claimable");
    } finally {
      clock.advance(-DAY_MS);
    }
  });

  it("refuse every claim of an account whose email is not validated", async () => {
    const user = await buildSession(db(), { now: clock.now(), userOverrides: { emailVerified: false } });
    await buildBot(db(), { creatorId: user.row.id });
    const refused = await claim("special_create_bot", user.token);
    expect(refused.code).toBe(1);
    expect(refused.message).toBe("Validate your email to claim task rewards");
    expect((await missionOf(user.token, "special_create_bot")).state).toBe("claimable");
  });

  it("answer an unknown task clearly, and refuse visitors", async () => {
    const { token } = await account();
    const unknown = await claim("referral_invite", token);
    expect(unknown.message).toBe("No such task");
    expect((await call(harness.app, "POST", "/api/mission/list", { body: {} })).code).toBe(109);
  });
});
