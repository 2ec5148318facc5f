import { ResponseCode, type WatchedAdsProcess, type WatchReward } from "@fable/contract";
import { and, count, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Db, Transaction } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { canOnBot } from "../../policies/bot.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { creditBalance, grantCreditsIn } from "../credits/index.ts";
import { users } from "../users/users.schema.ts";
import { adBotUnlocks, adWatches } from "./ads.schema.ts";
import { adSettings } from "./ads-file.ts";

type Watch = typeof adWatches.$inferSelect;
const HOUR_MS = 60 * 60 * 1000;

/** Midnight UTC of `now`'s day: the daily cap counts rewarded watches from here. */
const dayStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

async function rewardedToday(db: Db | Transaction, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adWatches)
    .where(and(eq(adWatches.userId, userId), gte(adWatches.rewardedAt, dayStart(now))));
  return Number(row?.n ?? 0);
}

/** The state of a watch on the server's clock (spec: watched-ads process). */
function processOf(ctx: UserContext, watch: Watch | undefined, watchedToday: number): WatchedAdsProcess {
  const { watchSeconds, dailyCap } = adSettings(ctx.config).rewarded;
  const base = { watchedToday, dailyCap };
  if (!watch)
    return { watchId: null, process: "TO_WATCH_ADS", secondsLeft: watchSeconds, botId: null, ...base };
  const msLeft = watch.startedAt.getTime() + watchSeconds * 1000 - ctx.clock.now().getTime();
  const secondsLeft = Math.max(0, Math.ceil(msLeft / 1000));
  return {
    watchId: String(watch.id),
    process: watch.rewardedAt ? "FINISH" : secondsLeft > 0 ? "TO_WATCH_ADS" : "TO_REWARD",
    secondsLeft: watch.rewardedAt ? 0 : secondsLeft,
    botId: watch.botId === null ? null : String(watch.botId),
    ...base,
  };
}

const capReached = () => new AppError(ResponseCode.FAILED, "AdMessages.dailyCapReached");

/**
 * POST /mission/watchedAds: records the start of a watch on the server's clock (TO_WATCH_ADS). With a
 * bot, the watch unlocks it once rewarded. Refused once today's rewarded watches reach the cap.
 */
export async function startWatch(ctx: UserContext, request: { botId?: string | undefined }) {
  const now = ctx.clock.now();
  const botId = request.botId === undefined ? null : Number(request.botId);
  if (botId !== null) {
    const [bot] = await ctx.db
      .select({ creatorId: bots.creatorId, visibility: bots.visibility, reviewStatus: bots.reviewStatus })
      .from(bots)
      .where(eq(bots.id, botId));
    // The bots one may chat with, answered as the chat answers (docs/product.md#bot-unavailable).
    if (!canOnBot(ctx, "chat", bot))
      throw new AppError(ResponseCode.BOT_UNAVAILABLE, "CharacterMessages.botNotFound");
  }
  const today = await rewardedToday(ctx.db, ctx.userId, now);
  if (today >= adSettings(ctx.config).rewarded.dailyCap) throw capReached();
  const [watch] = await ctx.db
    .insert(adWatches)
    .values({ userId: ctx.userId, botId, startedAt: now })
    .returning();
  return processOf(ctx, watch, today);
}

/** A watch of the caller's by id (another's is not found), or their latest. */
async function findWatch(db: Db | Transaction, userId: number, watchId?: number): Promise<Watch | undefined> {
  const mine: SQL[] = [eq(adWatches.userId, userId)];
  if (watchId !== undefined) mine.push(eq(adWatches.id, watchId));
  const [watch] = await db
    .select()
    .from(adWatches)
    .where(and(...mine))
    .orderBy(desc(adWatches.startedAt), desc(adWatches.id))
    .limit(1);
  return watch;
}

/** GET /mission/getWatchedAdsProcess: a watch's state (the latest without an id) and today's count. */
export async function watchProcess(
  ctx: UserContext,
  watchId: string | undefined,
): Promise<WatchedAdsProcess> {
  const watch = await findWatch(ctx.db, ctx.userId, watchId === undefined ? undefined : Number(watchId));
  if (watchId !== undefined && !watch) throw AppError.notFound("AdMessages.watchNotFound");
  return processOf(ctx, watch, await rewardedToday(ctx.db, ctx.userId, ctx.clock.now()));
}

/**
 * POST /mission/rewardWatchedAds: grants a finished watch's credits and unlocks its bot, once. The
 * user's row is locked first, so parallel claims (a double click, two tabs) run one after another:
 * the first marks the watch rewarded and grants, the others find it rewarded and grant nothing, and
 * the daily cap is counted with every earlier reward in view. The ledger's operation key (the watch
 * id) guards the grant a second time.
 */
export async function rewardWatch(ctx: UserContext, watchIdText: string): Promise<WatchReward> {
  const settings = adSettings(ctx.config).rewarded;
  const watchId = Number(watchIdText);
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.userId)).for("update");
    const watch = await findWatch(tx, ctx.userId, watchId);
    if (!watch) throw AppError.notFound("AdMessages.watchNotFound");
    if (watch.rewardedAt) return { watch, granted: 0, unlockedUntil: null };
    if (now.getTime() - watch.startedAt.getTime() < settings.watchSeconds * 1000)
      throw new AppError(ResponseCode.FAILED, "AdMessages.watchNotFinished");
    if ((await rewardedToday(tx, ctx.userId, now)) >= settings.dailyCap) throw capReached();
    await tx.update(adWatches).set({ rewardedAt: now }).where(eq(adWatches.id, watch.id));
    if (settings.credits > 0)
      await grantCreditsIn(tx, now, {
        userId: ctx.userId,
        amount: settings.credits,
        validDays: ctx.config.CREDITS_VALID_DAYS,
        reason: "rewarded_ad",
        operation: `ad-watch:${watch.id}`,
      });
    let unlockedUntil: Date | null = null;
    if (watch.botId !== null) {
      unlockedUntil = new Date(now.getTime() + settings.unlockHours * HOUR_MS);
      await tx
        .insert(adBotUnlocks)
        .values({ userId: ctx.userId, botId: watch.botId, until: unlockedUntil })
        .onConflictDoUpdate({
          target: [adBotUnlocks.userId, adBotUnlocks.botId],
          set: { until: sql`greatest(${adBotUnlocks.until}, excluded.until)` },
        });
    }
    return { watch: { ...watch, rewardedAt: now }, granted: settings.credits, unlockedUntil };
  });
  const { balance } = await creditBalance(ctx, ctx.userId);
  const { watch, granted, unlockedUntil } = outcome;
  return {
    creditAmount: granted,
    balance,
    unlockedBotId: unlockedUntil && watch.botId !== null ? String(watch.botId) : null,
    unlockedUntil: unlockedUntil?.toISOString() ?? null,
    process: processOf(ctx, watch, await rewardedToday(ctx.db, ctx.userId, now)),
  };
}
