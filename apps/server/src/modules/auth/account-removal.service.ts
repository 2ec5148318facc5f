import type { UserInfo } from "@fable/contract";
import { and, eq, isNull, lte, notInArray, or } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { forgetListedBots } from "../bots/index.ts";
import { chatUsage, dialogues, personas, storyRatings } from "../chat/chat.schema.ts";
import { forgetPicturesOf, removeChatPicturesOf } from "../chat/index.ts";
import { leaderboardEntries } from "../discovery/discovery.schema.ts";
import { forgetImagePacksOf, removeImagePackFiles } from "../image-packs/index.ts";
import { posts } from "../joybook/joybook.schema.ts";
import { accountSightings } from "../missions/missions.schema.ts";
import { cancelBillingBeforeRemoval } from "../payments/index.ts";
import { endPlanNowIn } from "../plans/index.ts";
import { botReviews, reviewVotes } from "../reviews/reviews.schema.ts";
import { rooms } from "../rooms/rooms.schema.ts";
import { botSearchRecords, recentSearches } from "../search/search.schema.ts";
import { follows } from "../social/social.schema.ts";
import { forgetPersonInTracking } from "../tracking/index.ts";
import { forgetPersonInUsage } from "../usage/index.ts";
import { toUserInfo } from "../users/index.ts";
import { users } from "../users/users.schema.ts";
import { forgetVoiceOf, removeVoiceFiles, removeVoiceUploadsOf } from "../voice/index.ts";
import { sessions, userIdentities, verificationCodes } from "./auth.schema.ts";
import { revokeAllSessions } from "./sessions.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Accounts one run removes at most; the next run takes the rest. */
const REMOVALS_PER_RUN = 100;

/**
 * GET /user/logoff: schedules the account's removal after the protection window and signs it out
 * everywhere. Signing in again before the date cancels it (see completeLogin).
 */
export async function requestRemoval(ctx: UserContext): Promise<UserInfo> {
  const { userId } = ctx;
  const removeAt = new Date(ctx.clock.now().getTime() + ctx.config.ACCOUNT_REMOVAL_DELAY_DAYS * DAY_MS);
  const [user] = await ctx.db
    .update(users)
    .set({ removalScheduledAt: removeAt })
    .where(eq(users.id, userId))
    .returning();
  await revokeAllSessions(ctx, userId, "removed");
  return toUserInfo(ctx, user!);
}

/**
 * Removes the accounts whose protection window has passed: personal data is erased, the row stays
 * (as "Removed user") so bots and history keep a valid author, and the user's bots become private.
 * Safe to run from several instances at once: each account is claimed with SKIP LOCKED.
 */
export async function removeDueAccounts(ctx: ServiceContext): Promise<number> {
  const now = ctx.clock.now();
  const isDue = and(lte(users.removalScheduledAt, now), isNull(users.removedAt));
  // Stripe is told first, outside the transaction: an account whose subscription Stripe could not
  // cancel waits for the next run, so no removed account is ever billed.
  const billingUnsettled: number[] = [];
  for (const { id } of await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(isDue)
    .limit(REMOVALS_PER_RUN)) {
    if (!(await cancelBillingBeforeRemoval(ctx, id))) billingUnsettled.push(id);
  }
  // Stored files (voice recordings and clips) go once their rows are gone for good.
  const voiceFiles: string[] = [];
  const imagePackFiles: { id: number; ownerId: number }[] = [];
  const removedIds: number[] = [];
  const removed = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: users.id, email: users.email, phone: users.phone })
      .from(users)
      .where(billingUnsettled.length > 0 ? and(isDue, notInArray(users.id, billingUnsettled)) : isDue)
      .for("update", { skipLocked: true })
      .limit(REMOVALS_PER_RUN);
    for (const user of due) {
      await endPlanNowIn(tx, now, user.id);
      await tx
        .update(users)
        .set({
          email: null,
          emailVerified: false,
          phone: null,
          passwordHash: null,
          slug: null,
          userName: "Removed user",
          avatar: "",
          bio: "",
          gender: null,
          invitationCode: null,
          usedInvitationCode: null,
          removalScheduledAt: null,
          removedAt: now,
        })
        .where(eq(users.id, user.id));
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await tx.delete(userIdentities).where(eq(userIdentities.userId, user.id));
      const addresses = [user.email, user.phone].filter((value): value is string => value !== null);
      if (addresses.length > 0) {
        await tx
          .delete(verificationCodes)
          .where(or(...addresses.map((address) => eq(verificationCodes.target, address))));
      }
      await tx.update(bots).set({ visibility: "private" }).where(eq(bots.creatorId, user.id));
      // Conversations and personas are personal data: they go (messages cascade with their dialogue).
      await tx.delete(dialogues).where(eq(dialogues.userId, user.id));
      // The pictures characters sent them go with the dialogues; the backgrounds they chose too.
      await forgetPicturesOf(tx, user.id);
      // Their rooms too (characters and messages cascade), before the personas the rooms point at.
      await tx.delete(rooms).where(eq(rooms.userId, user.id));
      await tx.delete(personas).where(eq(personas.userId, user.id));
      await tx.delete(chatUsage).where(eq(chatUsage.userId, user.id));
      // Their ratings of story chapters (and what they wrote with them).
      await tx.delete(storyRatings).where(eq(storyRatings.userId, user.id));
      // Where they were seen from (devices, networks) served only to judge referrals.
      await tx.delete(accountSightings).where(eq(accountSightings.userId, user.id));
      // What they shared and said in public, whom they followed and what they searched go too;
      // tracking keeps its events without the person.
      await tx.delete(posts).where(eq(posts.userId, user.id));
      await tx.delete(botReviews).where(eq(botReviews.userId, user.id));
      await tx.delete(reviewVotes).where(eq(reviewVotes.userId, user.id));
      await tx.delete(follows).where(or(eq(follows.followerId, user.id), eq(follows.followeeId, user.id)));
      await tx.delete(recentSearches).where(eq(recentSearches.userId, user.id));
      await tx.delete(botSearchRecords).where(eq(botSearchRecords.userId, user.id));
      await tx.delete(leaderboardEntries).where(eq(leaderboardEntries.userId, user.id));
      // Their voice packs (recordings, clips spoken in them) go as deleted packs do.
      voiceFiles.push(...(await forgetVoiceOf(tx, user.id)));
      // Their image packs too (their characters fall back to no pack).
      imagePackFiles.push(...(await forgetImagePacksOf(tx, user.id)));
      removedIds.push(user.id);
      await forgetPersonInTracking(tx, user.id);
      await forgetPersonInUsage(tx, user.id);
    }
    if (due.length > 0) forgetListedBots(ctx);
    return due.length;
  });
  await removeVoiceFiles(ctx, voiceFiles);
  await removeImagePackFiles(ctx, imagePackFiles);
  // A store that fails here leaves files no account can reach; the removal itself has happened.
  for (const id of removedIds) {
    await removeVoiceUploadsOf(ctx, id).catch(() => undefined);
    await removeChatPicturesOf(ctx, id).catch(() => undefined);
  }
  return removed;
}
