import type {
  FavoriteBotPage,
  ProfileBotPage,
  ReviewStatus,
  UserPageQuery,
  Visibility,
} from "@fable/contract";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { isListed, listedOnProfileFor } from "../../policies/bot.policy.ts";
import { botLikes, bots } from "../bots/bots.schema.ts";
import { botCardColumns, toBotCards } from "../bots/index.ts";
import { profileOwnerId } from "./profile-owner.ts";

/**
 * GET /profile/public-bots: pinned bots first (the last pinned first), then the most chatted.
 * Others see only listed bots (public and approved, docs/product.md#creator-profile). The creator,
 * on their own profile, also sees their unlisted, private and in-review bots with their state: the
 * spec lets a creator see their private bots, and a pinned bot that stopped being listed can only be
 * unpinned where it is visible.
 */
export async function listProfileBots(ctx: ServiceContext, query: UserPageQuery): Promise<ProfileBotPage> {
  const ownerId = await profileOwnerId(ctx, query.userId);
  const where = listedOnProfileFor(ctx, ownerId);
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({
        ...botCardColumns,
        profilePinnedAt: bots.profilePinnedAt,
        visibility: bots.visibility,
        reviewStatus: bots.reviewStatus,
      })
      .from(bots)
      .where(where)
      .orderBy(sql`${bots.profilePinnedAt} desc nulls last`, desc(bots.chats), asc(bots.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ total: count() }).from(bots).where(where),
  ]);
  const cards = await toBotCards(ctx, rows);
  return {
    ...pageInfo(query, totals?.total),
    list: cards.map((card, index) => ({
      ...card,
      pinned: rows[index]!.profilePinnedAt !== null,
      visibility: rows[index]!.visibility as Visibility,
      reviewStatus: rows[index]!.reviewStatus as ReviewStatus,
    })),
  };
}

/**
 * GET /profile/favorites: the bots the user liked, newest like first, listed ones only (a liked bot
 * its creator later hid is nobody's to show). Favorites are public to every viewer: the spec's
 * privacy settings are leaderboard participation (`users.privacy`) and allowing follows, neither of
 * which covers likes, and the creator profile shows a favorites tab (docs/product.md#creator-profile).
 */
export async function listFavoriteBots(ctx: ServiceContext, query: UserPageQuery): Promise<FavoriteBotPage> {
  const ownerId = await profileOwnerId(ctx, query.userId);
  const where = and(eq(botLikes.userId, ownerId), isListed);
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select(botCardColumns)
      .from(botLikes)
      .innerJoin(bots, eq(bots.id, botLikes.botId))
      .where(where)
      .orderBy(desc(botLikes.createdAt), desc(botLikes.botId))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db
      .select({ total: count() })
      .from(botLikes)
      .innerJoin(bots, eq(bots.id, botLikes.botId))
      .where(where),
  ]);
  return { ...pageInfo(query, totals?.total), list: await toBotCards(ctx, rows) };
}

function pageInfo(query: UserPageQuery, total: number | undefined) {
  return { page: query.page, limit: query.limit, total: total ?? 0 };
}
