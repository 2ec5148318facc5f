import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, latestCode, uniqueEmail } from "../../../test/accounts.ts";
import { buildBot, buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { createTestApp, movableClock, type TestApp } from "../../../test/harness.ts";
import { backgroundContext } from "../../context.ts";
import { DAY_MS } from "../../lib/utc-day.ts";
import { creditLedger } from "../credits/credits.schema.ts";
import { users } from "../users/users.schema.ts";
import { referrals } from "./missions.schema.ts";
import { recordReferralIn, settleReferral } from "./referrals.service.ts";

const clock = movableClock(new Date("2026-11-26T10:00:00Z"));
let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({
    clock,
    env: { OFFLINE_MODEL_DELAY_MS: "0", PUBLIC_URL: "https://fable.example" },
  });
});
afterAll(() => harness.close());

const db = () => harness.database.db;

/** Where a request comes from: its address and the browser's device id. */
interface Origin {
  ip: string;
  device?: string;
}

const from = (origin: Origin): { ip: string; headers: Record<string, string> } => ({
  ip: origin.ip,
  headers: origin.device ? { "x-device-id": origin.device } : {},
});

let networks = 0;
/** A network of its own for each actor of a test, so only the overlaps a test makes count. */
function freshOrigin(): Origin {
  networks += 1;
  return { ip: `198.${51 + (networks >> 8)}.${networks & 255}.7`, device: `device-${networks}-abcdef` };
}

/** An inviter who asked for their link from `origin`. */
async function inviterAt(origin: Origin) {
  const inviter = await buildSession(db(), { now: clock.now() });
  const info = await call(harness.app, "POST", "/api/user/invitation/code", {
    token: inviter.token,
    ...from(origin),
  });
  expect(info.code, info.message).toBe(0);
  return { ...inviter, code: info.result.code as string };
}

/** Signs up through the real flow (login, emailed code, verification) with an invitation code. */
async function signUpInvited(code: string, origin: Origin) {
  const email = uniqueEmail("invitee");
  const pending = await call(harness.app, "POST", "/api/user/login", {
    body: { srcType: "LOCAL", email, userPwd: "secret42", usedInvitationCode: code },
    ...from(origin),
  });
  expect(pending.code, pending.message).toBe(0);
  const verified = await call(harness.app, "POST", "/api/user/valid/email", {
    body: { email, authCode: await latestCode(harness.app, email) },
    ...from(origin),
  });
  expect(verified.code, verified.message).toBe(0);
  return { token: verified.result.token as string, id: Number(verified.result.id) };
}

/** The invitee's first message to a bot (the bot answers it). */
async function chat(token: string, origin: Origin) {
  const bot = await buildBot(db());
  const entered = await call(harness.app, "POST", "/api/v1/chat/enterDialogueV2", {
    token,
    body: { botId: bot.botId, newChat: true },
    ...from(origin),
  });
  expect(entered.code, entered.message).toBe(0);
  const sent = await call(harness.app, "POST", "/api/v1/chat/chat", {
    token,
    body: { botId: bot.botId, dialogueId: entered.result.dialogueId, content: "Hello!" },
    ...from(origin),
  });
  expect(sent.code, sent.message).toBe(0);
}

async function referralOf(inviteeId: number) {
  const [row] = await db().select().from(referrals).where(eq(referrals.inviteeId, inviteeId));
  return row;
}

async function referralGrants(inviter: TestAccount) {
  return db()
    .select({ amount: creditLedger.amount, operation: creditLedger.operation })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, inviter.row.id), eq(creditLedger.reason, "referral")));
}

async function invitation(inviter: TestAccount, origin: Origin) {
  return (
    await call(harness.app, "POST", "/api/user/invitation/code", { token: inviter.token, ...from(origin) })
  ).result;
}

describe("referrals", () => {
  it("answer the caller's code and link, making a code for an account without one", async () => {
    const user = await buildSession(db(), { now: clock.now(), userOverrides: { invitationCode: null } });
    const origin = freshOrigin();
    const first = await invitation(user, origin);
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first).toEqual({
      code: first.code,
      link: `https://fable.example/?invite=${first.code}`,
      reward: 50,
      invited: 0,
      rewarded: 0,
      refused: 0,
      creditsEarned: 0,
    });
    expect((await invitation(user, origin)).code).toBe(first.code);
    const [row] = await db()
      .select({ code: users.invitationCode })
      .from(users)
      .where(eq(users.id, user.row.id));
    expect(row?.code).toBe(first.code);
  });

  it("grant the inviter 50 credits once, when the invitee first chats with a validated email", async () => {
    const inviterOrigin = freshOrigin();
    const inviter = await inviterAt(inviterOrigin);
    const inviteeOrigin = freshOrigin();
    const invitee = await signUpInvited(inviter.code, inviteeOrigin);
    expect(await referralOf(invitee.id)).toMatchObject({ inviterId: inviter.row.id, status: "pending" });
    expect(await referralGrants(inviter)).toEqual([]);

    await chat(invitee.token, inviteeOrigin);
    await chat(invitee.token, inviteeOrigin);
    expect(await referralOf(invitee.id)).toMatchObject({ status: "rewarded", refusal: null });
    expect(await referralGrants(inviter)).toEqual([{ amount: 50, operation: `referral:${invitee.id}` }]);
    expect(await invitation(inviter, inviterOrigin)).toMatchObject({
      invited: 1,
      rewarded: 1,
      creditsEarned: 50,
    });
    const list = await call(harness.app, "POST", "/api/mission/list", {
      token: inviter.token,
      body: { groupId: "referral" },
    });
    expect(list.result.list).toEqual([
      expect.objectContaining({
        id: "referral_invite",
        state: "automatic",
        progress: 1,
        target: 1,
        reward: 50,
      }),
    ]);
  });

  it("grant once however many first messages settle the referral at the same time", async () => {
    const inviter = await inviterAt(freshOrigin());
    const invitee = await signUpInvited(inviter.code, freshOrigin());
    const ctx = { ...backgroundContext(harness.app.deps), ip: "192.0.2.1" };
    await Promise.all(Array.from({ length: 20 }, () => settleReferral(ctx, invitee.id)));
    expect(await referralGrants(inviter)).toEqual([{ amount: 50, operation: `referral:${invitee.id}` }]);
  });

  it("refuse an invitee signed up on the inviter's device", async () => {
    const inviterOrigin = freshOrigin();
    const inviter = await inviterAt(inviterOrigin);
    const invitee = await signUpInvited(inviter.code, { ...freshOrigin(), device: inviterOrigin.device! });
    expect(await referralOf(invitee.id)).toMatchObject({ status: "refused", refusal: "same_device" });
    await chat(invitee.token, freshOrigin());
    expect(await referralGrants(inviter)).toEqual([]);
    expect(await invitation(inviter, inviterOrigin)).toMatchObject({ invited: 1, rewarded: 0, refused: 1 });
  });

  it("refuse an invitee on the inviter's network within a day, not a day and more apart", async () => {
    const inviterOrigin = freshOrigin();
    const inviter = await inviterAt(inviterOrigin);
    const neighbour = { ip: inviterOrigin.ip.replace(/\.7$/, ".200"), device: "device-neighbour-1" };
    const sameDay = await signUpInvited(inviter.code, neighbour);
    expect(await referralOf(sameDay.id)).toMatchObject({ status: "refused", refusal: "same_network" });

    clock.advance(2 * DAY_MS);
    try {
      const later = await signUpInvited(inviter.code, { ...neighbour, device: "device-neighbour-2" });
      expect(await referralOf(later.id)).toMatchObject({ status: "pending" });
      await chat(later.token, { ...neighbour, device: "device-neighbour-2" });
      expect(await referralOf(later.id)).toMatchObject({ status: "rewarded" });
    } finally {
      clock.advance(-2 * DAY_MS);
    }
  });

  it("refuse at the first chat when the two accounts met on one network since the sign-up", async () => {
    const inviterOrigin = freshOrigin();
    const inviter = await inviterAt(inviterOrigin);
    const invitee = await signUpInvited(inviter.code, freshOrigin());
    // The invitee chats from where the inviter was seen today.
    await chat(invitee.token, { ip: inviterOrigin.ip.replace(/\.7$/, ".9") });
    expect(await referralOf(invitee.id)).toMatchObject({ status: "refused", refusal: "same_network" });
    expect(await referralGrants(inviter)).toEqual([]);
  });

  it("keep an invitee whose email is not validated pending until it is", async () => {
    const inviter = await inviterAt(freshOrigin());
    const inviteeOrigin = freshOrigin();
    const invitee = await signUpInvited(inviter.code, inviteeOrigin);
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, invitee.id));
    await chat(invitee.token, inviteeOrigin);
    expect(await referralOf(invitee.id)).toMatchObject({ status: "pending" });
    expect(await referralGrants(inviter)).toEqual([]);
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, invitee.id));
    await chat(invitee.token, inviteeOrigin);
    expect(await referralGrants(inviter)).toEqual([{ amount: 50, operation: `referral:${invitee.id}` }]);
  });

  it("refuse an account's own code", async () => {
    const user = await buildSession(db(), { now: clock.now() });
    const self = { id: user.row.id, usedInvitationCode: user.row.invitationCode };
    await db().transaction((tx) => recordReferralIn(tx, backgroundContext(harness.app.deps), self));
    expect(await referralOf(user.row.id)).toMatchObject({ status: "refused", refusal: "self_referral" });
  });

  it("ignore a code that is no one's", async () => {
    const invitee = await signUpInvited("NOSUCHCODE", freshOrigin());
    expect(await referralOf(invitee.id)).toBeUndefined();
  });
});
