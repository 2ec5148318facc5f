import type { InvitationInfo, ReferralRefusal } from "@fable/contract";
import { and, count, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { Transaction } from "../../db/client.ts";
import { perDatabase } from "../../db/per-database.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { grantCreditsIn } from "../credits/index.ts";
import { newInvitationCode } from "../users/index.ts";
import { users } from "../users/users.schema.ts";
import { REFERRAL_REWARD } from "./catalogue.ts";
import { referrals } from "./missions.schema.ts";
import { noteSighting, sharedFootprint } from "./sightings.ts";

/**
 * Records, in the transaction that creates the account, that `invitee` signed up with an inviter's
 * code, and where it was seen. A referral between accounts that share a device, or a network within
 * a day, is refused at once with its reason; the others wait for the invitee's first chat.
 */
export async function recordReferralIn(
  tx: Transaction,
  ctx: ServiceContext,
  invitee: { id: number; usedInvitationCode: string | null },
) {
  await noteSighting(tx, ctx, invitee.id);
  if (!invitee.usedInvitationCode) return;
  const [inviter] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.invitationCode, invitee.usedInvitationCode));
  if (!inviter) return;
  const refusal: ReferralRefusal | null =
    inviter.id === invitee.id ? "self_referral" : await sharedFootprint(tx, invitee.id, inviter.id);
  const now = ctx.clock.now();
  await tx
    .insert(referrals)
    .values({
      inviteeId: invitee.id,
      inviterId: inviter.id,
      status: refusal ? "refused" : "pending",
      refusal,
      createdAt: now,
      settledAt: refusal ? now : null,
    })
    .onConflictDoNothing();
}

/**
 * Invitees known to have no pending referral, per database: their next messages skip the look-up.
 * Bounded: past the size it starts again (a forgotten invitee costs one indexed read).
 */
const SETTLED_LIMIT = 50_000;
const settledInvitees = perDatabase(() => new Set<number>());

/**
 * The qualifying moment of a referral (docs/product.md#referrals): an invitee with a validated email
 * sent a message to a bot. Grants the inviter REFERRAL_REWARD credits once (operation
 * `referral:<invitee id>`), unless the two accounts were seen on one device, or one network within a
 * day, by then: that refusal is recorded with its reason. An invitee whose email is not validated
 * stays pending. Called by the chat turn only for accounts that signed up with a code.
 */
export async function settleReferral(ctx: ServiceContext, inviteeId: number): Promise<void> {
  const settled = settledInvitees(ctx.db);
  if (settled.has(inviteeId)) return;
  const [pending] = await ctx.db
    .select({ inviterId: referrals.inviterId, emailVerified: users.emailVerified })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.inviteeId))
    .where(and(eq(referrals.inviteeId, inviteeId), eq(referrals.status, "pending")));
  if (!pending) {
    if (settled.size >= SETTLED_LIMIT) settled.clear();
    settled.add(inviteeId);
    return;
  }
  await noteSighting(ctx.db, ctx, inviteeId);
  if (!pending.emailVerified) return;
  const refusal = await sharedFootprint(ctx.db, inviteeId, pending.inviterId);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // The inviter's row is locked first, as every change of a ledger does (credits/ledger.service.ts).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, pending.inviterId)).for("update");
    const [changed] = await tx
      .update(referrals)
      .set({ status: refusal ? "refused" : "rewarded", refusal, settledAt: now })
      .where(and(eq(referrals.inviteeId, inviteeId), eq(referrals.status, "pending")))
      .returning({ inviterId: referrals.inviterId });
    if (!changed || refusal) return;
    await grantCreditsIn(tx, now, {
      userId: changed.inviterId,
      amount: REFERRAL_REWARD,
      validDays: ctx.config.CREDITS_VALID_DAYS,
      reason: "referral",
      operation: `referral:${inviteeId}`,
    });
  });
  settled.add(inviteeId);
}

/** How the inviter's invitations went, by status. */
export async function referralCounts(ctx: ServiceContext, inviterId: number) {
  const rows = await ctx.db
    .select({ status: referrals.status, n: count() })
    .from(referrals)
    .where(eq(referrals.inviterId, inviterId))
    .groupBy(referrals.status);
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  const invited = rows.reduce((sum, row) => sum + Number(row.n), 0);
  return { invited, rewarded: of("rewarded"), refused: of("refused") };
}

/** The account's invitation code, made now for an account that has none (accounts made before codes). */
async function ownInvitationCode(ctx: UserContext): Promise<string> {
  const [user] = await ctx.db
    .select({ code: users.invitationCode })
    .from(users)
    .where(eq(users.id, ctx.userId));
  if (user?.code) return user.code;
  // A fresh code could collide with another's (unique): try a few, keeping whichever got stored.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [updated] = await ctx.db
      .update(users)
      .set({ invitationCode: sql`coalesce(${users.invitationCode}, ${newInvitationCode(ctx.random)})` })
      .where(eq(users.id, ctx.userId))
      .returning({ code: users.invitationCode })
      .catch(() => []);
    if (updated?.code) return updated.code;
  }
  throw new Error("no free invitation code after 5 tries");
}

/**
 * POST /user/invitation/code: the caller's code, the link that carries it (the web keeps it in a
 * cookie for 7 days and sends it with the sign-up), and how their invitations went. The inviter is
 * noted as seen here, so an invitee signing up from the same device or network is recognised.
 */
export async function invitationInfo(ctx: UserContext, siteUrl: string): Promise<InvitationInfo> {
  const code = await ownInvitationCode(ctx);
  await noteSighting(ctx.db, ctx, ctx.userId);
  const counts = await referralCounts(ctx, ctx.userId);
  const base = siteUrl.replace(/\/+$/, "");
  return {
    code,
    link: `${base}/?invite=${encodeURIComponent(code)}`,
    reward: REFERRAL_REWARD,
    ...counts,
    creditsEarned: counts.rewarded * REFERRAL_REWARD,
  };
}
