import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildBot, buildDialogue, buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { fixturesPresent } from "../../../test/fixtures.ts";
import { createTestApp, movableClock, type TestApp } from "../../../test/harness.ts";
import { audioFixture, createPack, uploadVoice } from "../../../test/voice.ts";
import { backgroundContext } from "../../context.ts";
import { DAY_MS } from "../../lib/utc-day.ts";
import { bots } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";
import { voicePacks, voiceTrainingRights } from "./voice.schema.ts";
import { cleanUpVoicePacks } from "./voice-cleanup.ts";

const checkRight = (t: TestApp, token: string) =>
  call(t.app, "GET", "/api/user/checkUserRight?rightType=voiceTraining", { token });

describe.skipIf(!fixturesPresent)("voice-training rights and clean-up", () => {
  const clock = movableClock(new Date("2026-11-25T12:00:00Z"));
  let t: TestApp;
  let jfk: Buffer;
  let names = 0;
  const packFor = async (account: TestAccount) =>
    createPack(t.app, account.token, {
      modelName: `Pack ${++names}`,
      source: "upload",
      files: [await uploadVoice(t.app, account.token, jfk)],
    });
  const member = (now: Date) =>
    buildSession(t.database.db, {
      now,
      userOverrides: { vipEnum: "STANDARD", vipUntil: new Date(now.getTime() + 60 * DAY_MS) },
    });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    jfk = await audioFixture("jfk.wav");
  });
  afterAll(() => t.close());

  it("gives free accounts 3 trainings in all, then asks them to subscribe", async () => {
    const free = await buildSession(t.database.db, { now: clock.now() });
    expect((await checkRight(t, free.token)).result).toEqual({
      rightType: "voiceTraining",
      allowed: true,
      remaining: 3,
    });
    for (let i = 0; i < 3; i++) expect((await packFor(free)).code).toBe(0);
    const fourth = await packFor(free);
    expect(fourth.code).toBe(470);
    expect(fourth.message).toBe("You have used your 3 free voice trainings. Subscribe to train more");
    expect((await checkRight(t, free.token)).code).toBe(470);
  });

  it("gives members one training a calendar month", async () => {
    const account = await member(clock.now());
    expect((await checkRight(t, account.token)).result.remaining).toBe(1);
    expect((await packFor(account)).code).toBe(0);
    const second = await packFor(account);
    expect(second.code).toBe(490);
    expect(second.message).toBe(
      "You have trained this month's voice pack. The next one is free on 2026-12-01",
    );
    clock.advance(7 * DAY_MS);
    expect((await checkRight(t, account.token)).result.remaining).toBe(1);
    clock.advance(-7 * DAY_MS);
  });

  it("refuses a second check while one runs for the same user", async () => {
    const account = await buildSession(t.database.db, { now: clock.now() });
    const answers = await Promise.all([checkRight(t, account.token), checkRight(t, account.token)]);
    const codes = answers.map((answer) => answer.code).sort();
    expect(codes).toEqual([0, 429]);
    expect(answers.find((answer) => answer.code === 429)!.message).toBe(
      "Another check of your rights is still running; try again in a moment",
    );
  });

  it("lets two concurrent creates spend the last training only once", async () => {
    const account = await buildSession(t.database.db, { now: clock.now() });
    await t.database.db.insert(voiceTrainingRights).values([
      { userId: account.row.id, packId: 900_001, kind: "free" },
      { userId: account.row.id, packId: 900_002, kind: "free" },
    ]);
    const [a, b] = await Promise.all([
      uploadVoice(t.app, account.token, jfk),
      uploadVoice(t.app, account.token, jfk),
    ]);
    const answers = await Promise.all([
      createPack(t.app, account.token, { modelName: "Race A", source: "upload", files: [a] }),
      createPack(t.app, account.token, { modelName: "Race B", source: "upload", files: [b] }),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 470]);
    const rights = await t.database.db
      .select()
      .from(voiceTrainingRights)
      .where(eq(voiceTrainingRights.userId, account.row.id));
    expect(rights).toHaveLength(3);
  });

  it("removes packs of lapsed members and packs on characters nobody chatted with for 3 months", async () => {
    const lapsed = await member(clock.now());
    const lapsedPack = (await packFor(lapsed)).result.id;
    const idleOwner = await buildSession(t.database.db, { now: clock.now() });
    const idlePack = Number((await packFor(idleOwner)).result.id);
    const busyPack = Number((await packFor(idleOwner)).result.id);
    const longAgo = new Date(clock.now().getTime() - 120 * DAY_MS);
    await t.database.db
      .update(voicePacks)
      .set({ state: "completed", completedAt: longAgo })
      .where(eq(voicePacks.ownerId, idleOwner.row.id));
    const idleBot = await buildBot(t.database.db, { creatorId: idleOwner.row.id, voice: `pack:${idlePack}` });
    const busyBot = await buildBot(t.database.db, { creatorId: idleOwner.row.id, voice: `pack:${busyPack}` });
    await buildDialogue(t.database.db, {
      userId: idleOwner.row.id,
      botId: idleBot.id,
      lastMessageAt: longAgo,
    });
    await buildDialogue(t.database.db, {
      userId: idleOwner.row.id,
      botId: busyBot.id,
      lastMessageAt: clock.now(),
    });
    await t.database.db
      .update(voicePacks)
      .set({ state: "completed", completedAt: clock.now() })
      .where(eq(voicePacks.id, Number(lapsedPack)));
    const ctx = () => backgroundContext({ config: t.config, database: t.database, clock });

    // The membership ends; 30 days later (VOICE_LAPSED_MEMBER_DAYS) its pack is still kept, a day after it goes.
    await t.database.db.update(users).set({ vipUntil: clock.now() }).where(eq(users.id, lapsed.row.id));
    clock.advance(30 * DAY_MS - 60_000);
    expect(await cleanUpVoicePacks(ctx())).toBe(1);
    const remaining = async () =>
      (await t.database.db.select({ id: voicePacks.id }).from(voicePacks)).map((row) => row.id);
    expect(await remaining()).not.toContain(idlePack);
    expect(await remaining()).toContain(busyPack);
    expect(await remaining()).toContain(Number(lapsedPack));
    clock.advance(2 * DAY_MS);
    await cleanUpVoicePacks(ctx());
    expect(await remaining()).not.toContain(Number(lapsedPack));
    const [reverted] = await t.database.db
      .select({ voice: bots.voice })
      .from(bots)
      .where(eq(bots.id, idleBot.id));
    expect(reverted!.voice).toBe("");
    clock.advance(-(32 * DAY_MS - 60_000));
  });
});
