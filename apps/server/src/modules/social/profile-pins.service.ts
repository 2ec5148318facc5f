import type { ProfilePinResult } from "@fable/contract";
import { PROFILE_PIN_MAX, ResponseCode } from "@fable/contract";
import { and, count, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { loadOwnBot } from "../bots/index.ts";
import { users } from "../users/users.schema.ts";

/**
 * POST /profile/setTop: pins one of the caller's own bots to the top of their profile (anyone
 * else's bot answers "not found"). Pinning a pinned bot again changes nothing. The owner's row is
 * locked while pins are counted, so two pins at once cannot pass the limit together.
 */
export async function pinBot(ctx: UserContext, botId: number): Promise<ProfilePinResult> {
  const bot = await loadOwnBot(ctx, botId);
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, bot.creatorId)).for("update");
    const [current] = await tx
      .select({ pinnedAt: bots.profilePinnedAt })
      .from(bots)
      .where(eq(bots.id, bot.id));
    const pinnedCount = await countPinned(tx, bot.creatorId);
    if (current?.pinnedAt) return { botId: String(bot.id), pinned: true, pinnedCount };
    if (pinnedCount >= PROFILE_PIN_MAX) throw new AppError(ResponseCode.FAILED, "SocialMessages.pinLimit");
    await tx
      .update(bots)
      .set({ profilePinnedAt: ctx.clock.now() })
      .where(and(eq(bots.id, bot.id), eq(bots.creatorId, bot.creatorId)));
    return { botId: String(bot.id), pinned: true, pinnedCount: pinnedCount + 1 };
  });
}

/** POST /profile/unsetTop: unpins one of the caller's own bots; unpinning an unpinned bot is fine. */
export async function unpinBot(ctx: UserContext, botId: number): Promise<ProfilePinResult> {
  const bot = await loadOwnBot(ctx, botId);
  await ctx.db
    .update(bots)
    .set({ profilePinnedAt: null })
    .where(and(eq(bots.id, bot.id), eq(bots.creatorId, bot.creatorId)));
  return { botId: String(bot.id), pinned: false, pinnedCount: await countPinned(ctx.db, bot.creatorId) };
}

async function countPinned(db: Db, creatorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bots)
    .where(and(eq(bots.creatorId, creatorId), isNotNull(bots.profilePinnedAt)));
  return row?.n ?? 0;
}
