import type { BotCard } from "@fable/contract";
import { BotType } from "@fable/contract";
import { and, asc, count, desc, eq, gte, inArray, notInArray } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { ServiceContext } from "../../context.ts";
import { DAY_MS } from "../../lib/utc-day.ts";
import { isListed } from "../../policies/bot.policy.ts";
import { botCategories, botLikes, bots } from "../bots/bots.schema.ts";
import { botCardColumns, toBotCards } from "../bots/index.ts";
import { dialogues } from "../chat/chat.schema.ts";

export const RECOMMENDED_LIMIT = 30;

/** What a recommendation follows: the bots the reader chats with, or the bots they liked. */
export type RecommendationBasis = "chats" | "likes";

/**
 * Listed characters from the reader's favourite categories (the three most frequent among the bots
 * they chatted with in the last 90 days, or liked), most chatted first, leaving out bots they already
 * chat with or liked; topped up with `fallback` (the hand-picked list). A reader with nothing to go on
 * gets the fallback, as a visitor does.
 */
export async function recommendBots(
  ctx: ServiceContext,
  userId: number,
  basis: RecommendationBasis,
  fallback: BotCard[],
): Promise<BotCard[]> {
  const since = new Date(ctx.clock.now().getTime() - 90 * DAY_MS);
  const favourite =
    basis === "chats"
      ? ctx.db
          .select({ categoryId: botCategories.categoryId })
          .from(dialogues)
          .innerJoin(botCategories, eq(botCategories.botId, dialogues.botId))
          .where(and(eq(dialogues.userId, userId), gte(dialogues.lastMessageAt, since)))
          .groupBy(botCategories.categoryId)
          .orderBy(desc(count()))
          .limit(3)
      : ctx.db
          .select({ categoryId: botCategories.categoryId })
          .from(botLikes)
          .innerJoin(botCategories, eq(botCategories.botId, botLikes.botId))
          .where(eq(botLikes.userId, userId))
          .groupBy(botCategories.categoryId)
          .orderBy(desc(count()))
          .limit(3);
  const known = union(
    ctx.db.select({ botId: dialogues.botId }).from(dialogues).where(eq(dialogues.userId, userId)),
    ctx.db.select({ botId: botLikes.botId }).from(botLikes).where(eq(botLikes.userId, userId)),
  );
  const rows = await ctx.db
    .selectDistinctOn([bots.chats, bots.id], botCardColumns)
    .from(bots)
    .innerJoin(botCategories, eq(botCategories.botId, bots.id))
    .where(
      and(
        isListed,
        eq(bots.botType, BotType.CHARACTER),
        inArray(botCategories.categoryId, favourite),
        notInArray(bots.id, known),
      ),
    )
    .orderBy(desc(bots.chats), asc(bots.id))
    .limit(RECOMMENDED_LIMIT);
  if (rows.length === 0) return fallback;
  const picked = await toBotCards(ctx, rows);
  // The fallback fills the list up, without the bots the reader already knows.
  const knownBots = known.as("known");
  const knownOfFallback = await ctx.db
    .select({ botId: knownBots.botId })
    .from(knownBots)
    .where(
      inArray(
        knownBots.botId,
        fallback.map((card) => Number(card.botId)),
      ),
    );
  const skip = new Set([
    ...picked.map((card) => card.botId),
    ...knownOfFallback.map((row) => String(row.botId)),
  ]);
  return [...picked, ...fallback.filter((card) => !skip.has(card.botId))].slice(0, RECOMMENDED_LIMIT);
}
