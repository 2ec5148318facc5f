import { ResponseCode } from "@fable/contract";
import { and, eq, gt } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { bots } from "../bots/bots.schema.ts";
import { accountPlan } from "../plans/index.ts";
import { adBotUnlocks } from "./ads.schema.ts";

/** The columns of a bot the lock rule reads. */
export interface LockableBot {
  id: number;
  creatorId: number;
  adsLocked: boolean;
}

/**
 * Entering the chat of an ads-locked bot (docs/product.md#rewarded-ads): open to its creator, to
 * members (entitlements.noAds), and to a free user for the hours a rewarded watch unlocked it;
 * otherwise code 471, on which the web app offers the ad and the upgrade (a visitor: signing in).
 */
export async function assertBotOpen(ctx: ServiceContext, bot: LockableBot): Promise<void> {
  if (!bot.adsLocked) return;
  const { userId } = ctx;
  if (userId !== null) {
    if (bot.creatorId === userId) return;
    if ((await accountPlan(ctx, userId)).entitlements.noAds) return;
    const [unlock] = await ctx.db
      .select({ until: adBotUnlocks.until })
      .from(adBotUnlocks)
      .where(
        and(
          eq(adBotUnlocks.userId, userId),
          eq(adBotUnlocks.botId, bot.id),
          gt(adBotUnlocks.until, ctx.clock.now()),
        ),
      );
    if (unlock) return;
  }
  throw new AppError(ResponseCode.ADS_LOCKED, "AdMessages.botAdsLocked");
}

/** POST /admin/bots/adsLock (admins): locks a bot behind a rewarded ad for free users, or opens it. */
export async function setBotAdsLock(ctx: ServiceContext, change: { botId: string; locked: boolean }) {
  const [updated] = await ctx.db
    .update(bots)
    .set({ adsLocked: change.locked })
    .where(eq(bots.id, Number(change.botId)))
    .returning({ id: bots.id, adsLocked: bots.adsLocked });
  if (!updated) throw AppError.notFound("CharacterMessages.botNotFound");
  return { botId: String(updated.id), isAdsLocked: updated.adsLocked };
}
