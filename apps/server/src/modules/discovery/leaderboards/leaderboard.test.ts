import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { buildBot, buildReview, buildSession, type TestAccount } from "../../../../test/factories/index.ts";
import { createTestApp, movableClock } from "../../../../test/harness.ts";
import { backgroundContext } from "../../../context.ts";
import { follows } from "../../social/social.schema.ts";
import { SETTLE_MS } from "../activity-rollup.ts";
import { computeDueLeaderboards } from "./compute.ts";

type Account = TestAccount;
// A Wednesday: the week of 23–29 November is the readers' period on 1 December, November the creators'.
const clock = movableClock(new Date("2026-11-25T10:00:00Z"));
let harness: Awaited<ReturnType<typeof createTestApp>>;
let creator: Account;
let ann: Account;
let bob: Account;
let shy: Account;
const idOf = (account: Account) => String(account.user.id);

const board = async (type: number | string) => call(harness.app, "GET", `/api/leaderboard/list/${type}`);
const ranks = async (type: number) =>
  ((await board(type)).result.list as { userId: string; increment: number; rank: number }[]).map((entry) => [
    entry.userId,
    entry.increment,
  ]);
const job = () => computeDueLeaderboards(backgroundContext({ ...harness, clock }));

async function chat(account: Account, botId: string, messages: number) {
  const entered = await call(harness.app, "POST", "/api/v1/chat/enterDialogueV2", {
    body: { botId },
    token: account.token,
  });
  for (let i = 0; i < messages; i += 1)
    await call(harness.app, "POST", "/api/v1/chat/chat", {
      body: { botId, dialogueId: entered.result.dialogueId, content: `Tell me more, part ${i}` },
      token: account.token,
    });
}

beforeAll(async () => {
  harness = await createTestApp({ clock, env: { QUOTAS: "off" } });
  creator = await buildSession(harness.database.db, { now: clock.now() });
  ann = await buildSession(harness.database.db, { now: clock.now() });
  bob = await buildSession(harness.database.db, { now: clock.now() });
  shy = await buildSession(harness.database.db, { now: clock.now() });
  // One reader never takes part in leaderboards, whatever they do.
  await call(harness.app, "POST", "/api/user/privacy", { body: { privacy: false }, token: shy.token });

  const db = harness.database.db;
  const { botId } = await buildBot(db, {
    creatorId: creator.row.id,
    name: "Wren Halloway",
    greeting: "The lamp is lit.",
    intro: "A lighthouse keeper.",
    createdAt: clock.now(),
  });
  await chat(ann, botId, 3);
  await chat(bob, botId, 1);
  await chat(shy, botId, 5);
  await call(harness.app, "GET", `/api/v1/chat/like?botId=${botId}`, { token: ann.token });
  await db
    .insert(follows)
    .values({ followerId: bob.row.id, followeeId: creator.row.id, createdAt: clock.now() });
  for (const [reader, content] of [
    [bob, "Lovely keeper."],
    [bob, "Still lovely."],
    [ann, "Calm."],
  ] as const)
    await buildReview(db, { botId: Number(botId), userId: reader.row.id, content, createdAt: clock.now() });
  clock.advance(SETTLE_MS);
});
afterAll(() => harness.close());

describe("leaderboards", () => {
  it("has no entries for a period nobody has been counted in yet", async () => {
    expect(await job()).toBe(6);
    const empty = await board(1);
    expect(empty.result).toEqual({ type: 1, period: "2026-10", computedAt: null, list: [] });
    expect((await board(4)).result.period).toBe("2026-11-16");
  });

  it("counts last month for creators and last week for readers, leaving out those who opted out", async () => {
    clock.advance(6 * 24 * 3600 * 1000); // Tuesday 1 December
    expect(await job()).toBe(6);
    const creatorId = idOf(creator);
    // Three dialogues with the creator's bot (the opted-out reader's counts too: it is the creator's board).
    expect(await ranks(1)).toEqual([[creatorId, 3]]);
    expect((await board(1)).result.period).toBe("2026-11");
    expect(await ranks(2)).toEqual([[creatorId, 3]]);
    // One like and one new follower.
    expect(await ranks(3)).toEqual([[creatorId, 2]]);
    expect(await ranks(4)).toEqual([
      [idOf(ann), 3],
      [idOf(bob), 1],
    ]);
    const active = await ranks(5);
    expect(active.map(([id]) => id).sort()).toEqual([idOf(ann), idOf(bob)].sort());
    expect(await ranks(6)).toEqual([
      [idOf(bob), 2],
      [idOf(ann), 1],
    ]);
    const first = (await board(4)).result.list[0];
    expect(first).toMatchObject({ rank: 1, userName: ann.user.userName, vipEnum: "FREE" });
  });

  it("computes each period once", async () => {
    expect(await job()).toBe(0);
  });

  it("drops someone who turns leaderboards off at once, keeping the others' ranks", async () => {
    await call(harness.app, "POST", "/api/user/privacy", { body: { privacy: false }, token: ann.token });
    const list = (await board(4)).result.list;
    expect(list.map((entry: { userId: string; rank: number }) => [entry.userId, entry.rank])).toEqual([
      [idOf(bob), 2],
    ]);
    await call(harness.app, "POST", "/api/user/privacy", { body: { privacy: true }, token: ann.token });
    expect((await ranks(4))[0]).toEqual([idOf(ann), 3]);
  });

  it("moves readers' boards on every Monday and creators' on the 1st", async () => {
    clock.advance(6 * 24 * 3600 * 1000); // Monday 7 December
    await job();
    expect((await board(4)).result).toMatchObject({ period: "2026-11-30", list: [] });
    expect((await board(1)).result.period).toBe("2026-11");
  });

  it("refuses an unknown board with a clear message", async () => {
    for (const type of [0, 7, "x"]) {
      const response = await board(type);
      expect(response.status).toBe(400);
      expect(response.message).toContain("The leaderboard type must be 1 to 6");
    }
  });
});
