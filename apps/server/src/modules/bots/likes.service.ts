import { and, eq, sql } from "drizzle-orm";
import type { UserContext } from "../../routing/user-context.ts";
import { loadChattableBot } from "../chat/index.ts";
import { botLikes, bots } from "./bots.schema.ts";

/**
 * GET /v1/chat/like and /v1/chat/cancelLike. Idempotent: the bot's like count moves in the same
 * transaction as the like row, and only when the row really changed.
 */
export async function setLike(ctx: UserContext, botId: number, liked: boolean) {
  const { userId } = ctx;
  const bot = await loadChattableBot(ctx, botId);
  const likes = await ctx.db.transaction(async (tx) => {
    const changed = liked
      ? await tx
          .insert(botLikes)
          .values({ userId, botId: bot.id, createdAt: ctx.clock.now() })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(botLikes)
          .where(and(eq(botLikes.userId, userId), eq(botLikes.botId, bot.id)))
          .returning();
    const [row] = await tx
      .update(bots)
      .set({ likes: sql`greatest(0, ${bots.likes} + ${changed.length === 0 ? 0 : liked ? 1 : -1})` })
      .where(eq(bots.id, bot.id))
      .returning({ likes: bots.likes });
    return row!.likes;
  });
  return { botId: String(bot.id), liked, likes };
}
