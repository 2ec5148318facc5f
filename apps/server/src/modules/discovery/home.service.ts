import type { Activity, CreatorCard, HomeContent, NovelCard } from "@fable/contract";
import { BotType } from "@fable/contract";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { type BotCardRow, botCardColumns, isListed, toBotCards } from "../bots/bot-card.ts";
import { bots } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";
import { activities, activityBots } from "./discovery.schema.ts";

const FOR_YOU_LIMIT = 30;
const CREATORS_LIMIT = 12;
const NOVELS_LIMIT = 12;

export async function getHomeContent(ctx: ServiceContext): Promise<HomeContent> {
  const [handPickBots, handPickCreators, storyBots, homeActivities] = await Promise.all([
    listHandPicked(ctx),
    listTopCreators(ctx),
    listStoryBots(ctx),
    listActivities(ctx),
  ]);
  // Trending ranks bots by chats started in the last day/week/month; chats arrive with the chat
  // engine issue, so until then these lists are honestly empty and the web app hides the section.
  return {
    handPickBots,
    dayTrendingBots: [],
    weekTrendingBots: [],
    monthTrendingBots: [],
    handPickCreators,
    storyBots,
    activities: homeActivities,
  };
}

async function listHandPicked(ctx: ServiceContext) {
  const rows = await ctx.db
    .select(botCardColumns)
    .from(bots)
    .where(and(isListed, eq(bots.handPicked, true), eq(bots.botType, BotType.CHARACTER)))
    .orderBy(desc(bots.chats), asc(bots.id))
    .limit(FOR_YOU_LIMIT);
  return toBotCards(ctx, rows);
}

async function listTopCreators(ctx: ServiceContext): Promise<CreatorCard[]> {
  const chats = sql<number>`coalesce(sum(${bots.chats}), 0)::int`;
  const likes = sql<number>`coalesce(sum(${bots.likes}), 0)::int`;
  const rows = await ctx.db
    .select({
      id: users.id,
      slug: users.slug,
      userName: users.userName,
      avatar: users.avatar,
      vipEnum: users.vipEnum,
      bio: users.bio,
      chats,
      likes,
    })
    .from(users)
    .innerJoin(bots, and(eq(bots.creatorId, users.id), isListed))
    .groupBy(users.id)
    .orderBy(desc(chats), desc(likes), asc(users.id))
    .limit(CREATORS_LIMIT);
  return rows.map((row) => ({
    id: String(row.id),
    userId: String(row.id),
    userSlug: row.slug ?? String(row.id),
    userName: row.userName,
    avatar: row.avatar,
    vipEnum: row.vipEnum,
    chats: row.chats,
    likes: row.likes,
    bio: row.bio,
    // Follows arrive with the community issue; a visitor follows no one.
    followed: false,
    beFollowed: false,
  }));
}

async function listStoryBots(ctx: ServiceContext): Promise<NovelCard[]> {
  const rows = await ctx.db
    .select(botCardColumns)
    .from(bots)
    .where(and(isListed, eq(bots.botType, BotType.STORY)))
    .orderBy(desc(bots.chats), asc(bots.id))
    .limit(NOVELS_LIMIT);
  const cards = await toBotCards(ctx, rows);
  return cards.map((card) => ({
    id: card.botId,
    characterName: card.characterName,
    avatar: card.avatar,
    introduce: card.botDesc,
    chatCount: card.chats,
    likeCount: card.likes,
    personality: card.tags,
    isNew: card.isNew,
  }));
}

async function listActivities(ctx: ServiceContext): Promise<Activity[]> {
  const rows = await ctx.db
    .select()
    .from(activities)
    .orderBy(desc(activities.createdAt), desc(activities.id));
  if (rows.length === 0) return [];
  const members = await ctx.db
    .select({ activityId: activityBots.activityId, ...botCardColumns })
    .from(activityBots)
    .innerJoin(bots, and(eq(bots.id, activityBots.botId), isListed))
    .where(
      inArray(
        activityBots.activityId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(desc(bots.chats), asc(bots.id));
  const cards = await toBotCards(ctx, members as BotCardRow[]);
  return rows.map((row) => {
    const activityCards = cards.filter((_, index) => members[index]!.activityId === row.id);
    return {
      id: String(row.id),
      tagName: row.tagName,
      description: row.description,
      botCount: activityCards.length,
      chatCount: activityCards.reduce((sum, card) => sum + card.chats, 0),
      activityBots: activityCards,
    };
  });
}
