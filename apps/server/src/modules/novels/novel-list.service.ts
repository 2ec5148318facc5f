import type { LikedNovelsQuery, NovelListQuery, NovelPage } from "@fable/contract";
import { BotType } from "@fable/contract";
import { and, asc, count, desc, eq, exists, type SQL } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { isListed } from "../../policies/bot.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { botCategories, botLikes, bots } from "../bots/bots.schema.ts";
import { novelCardColumns, toNovelCard } from "./novel-card.ts";
import { readerNovelIds } from "./open-in-reader.ts";

const ORDER: Record<NovelListQuery["sort"], SQL[]> = {
  hot: [desc(bots.chats), desc(bots.likes), asc(bots.id)],
  new: [desc(bots.createdAt), desc(bots.id)],
};

/**
 * GET /ai/roleInfo/listStoryBots (docs/product.md#novels): every listed story (public, approved, bot
 * type 2), with or without chapters yet, most read or newest first, optionally of one category.
 */
export async function listStoryBots(ctx: ServiceContext, query: NovelListQuery): Promise<NovelPage> {
  const inCategory = query.categoryId
    ? exists(
        ctx.db
          .select({ one: botCategories.botId })
          .from(botCategories)
          .where(and(eq(botCategories.botId, bots.id), eq(botCategories.categoryId, query.categoryId))),
      )
    : undefined;
  const where = and(isListed, eq(bots.botType, BotType.STORY), inCategory);
  const [rows, [counted], readerIds] = await Promise.all([
    ctx.db
      .select(novelCardColumns)
      .from(bots)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ total: count() }).from(bots).where(where),
    readerNovelIds(ctx),
  ]);
  const now = ctx.clock.now();
  return {
    list: rows.map((row) => toNovelCard(row, now, readerIds)),
    page: query.page,
    limit: query.limit,
    total: counted?.total ?? 0,
  };
}

/** GET /ai/roleInfo/listLikeStoryBots: the listed stories the user liked, last liked first. */
export async function listLikedStoryBots(ctx: UserContext, query: LikedNovelsQuery): Promise<NovelPage> {
  const where = and(isListed, eq(bots.botType, BotType.STORY), eq(botLikes.userId, ctx.userId));
  const [rows, [counted], readerIds] = await Promise.all([
    ctx.db
      .select(novelCardColumns)
      .from(botLikes)
      .innerJoin(bots, eq(bots.id, botLikes.botId))
      .where(where)
      .orderBy(desc(botLikes.createdAt), desc(bots.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db
      .select({ total: count() })
      .from(botLikes)
      .innerJoin(bots, eq(bots.id, botLikes.botId))
      .where(where),
    readerNovelIds(ctx),
  ]);
  const now = ctx.clock.now();
  return {
    list: rows.map((row) => toNovelCard(row, now, readerIds)),
    page: query.page,
    limit: query.limit,
    total: counted?.total ?? 0,
  };
}
