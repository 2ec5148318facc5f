import type { BotCard, CreatorCard, NovelCard } from "@fable/contract";
import { BotType, envelopeOf, HomeContent } from "@fable/contract";
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { utcDay } from "../../lib/utc-day.ts";
import { ok } from "../../plugins/envelope.ts";
import { isListed } from "../../policies/bot.policy.ts";
import { bots } from "../bots/bots.schema.ts";
import { botCardColumns, toBotCards } from "../bots/index.ts";
import { listNovels } from "../novels/index.ts";
import { followStates } from "../social/index.ts";
import { users, vipEnumAt } from "../users/users.schema.ts";
import { listActivities } from "./activities.service.ts";
import { botActivityDaily } from "./discovery.schema.ts";
import { recommendBots } from "./for-you.ts";

const FOR_YOU_LIMIT = 30;
const CREATORS_LIMIT = 12;
const NOVELS_LIMIT = 12;
const TRENDING_LIMIT = 10;

/** What every visitor sees alike; computed at most once per TTL per process (issue 6: ≥ 3 000 req/s). */
type SharedHome = Omit<HomeContent, "handPickBots"> & { handPickBots: BotCard[] };
const SHARED_TTL_MS = 15_000;
const sharedByDatabase = new WeakMap<object, { at: number; value: Promise<SharedHome> }>();

/**
 * GET /homePage/getContent. The sections are the same for everyone except For You, which follows
 * what a signed-in reader chats with; they are cached briefly per database (trending moves with the
 * activity job, which runs every minute, so a few seconds' staleness shows nothing a reader notices).
 */
export async function getHomeContent(ctx: ServiceContext): Promise<HomeContent> {
  const shared = await sharedHome(ctx);
  if (ctx.userId === null) return shared;
  const [forYou, creators] = await Promise.all([
    recommendBots(ctx, ctx.userId, "chats", shared.handPickBots),
    withFollowFlags(ctx, ctx.userId, shared.handPickCreators),
  ]);
  return { ...shared, handPickBots: forYou, handPickCreators: creators };
}

/** Creator cards with the signed-in viewer's Follow / Following / Friends flags. */
export async function withFollowFlags(
  ctx: ServiceContext,
  viewerId: number,
  creators: CreatorCard[],
): Promise<CreatorCard[]> {
  const flags = await followStates(
    ctx,
    viewerId,
    creators.map((creator) => Number(creator.userId)),
  );
  return creators.map((creator) => ({ ...creator, ...flags.get(Number(creator.userId)) }));
}

function sharedHome(ctx: ServiceContext): Promise<SharedHome> {
  const now = ctx.clock.now().getTime();
  const cached = sharedByDatabase.get(ctx.db);
  if (cached && now - cached.at < SHARED_TTL_MS) return cached.value;
  const value = loadSharedHome(ctx);
  sharedByDatabase.set(ctx.db, { at: now, value });
  // A failed load is not kept: the next request tries again.
  value.catch(() => sharedByDatabase.delete(ctx.db));
  return value;
}

const visitorJsonByShared = new WeakMap<Promise<SharedHome>, Promise<string>>();
const HomeEnvelope = envelopeOf(HomeContent);

/**
 * The home page a visitor gets, as the response's JSON text: the same for every visitor until the
 * shared sections are renewed, so it is checked against the contract and written once per renewal
 * instead of once per request (the page most requests hit; issue 6: ≥ 3 000 req/s).
 */
export function visitorHomeJson(ctx: ServiceContext): Promise<string> {
  const shared = sharedHome(ctx);
  let json = visitorJsonByShared.get(shared);
  if (!json) {
    json = shared.then((home) => JSON.stringify(HomeEnvelope.parse(ok(home))));
    visitorJsonByShared.set(shared, json);
  }
  return json;
}

/** GET /recommend/bot_recommend: For You by chats (likeType 0) or by likes (likeType 1). */
export async function botRecommendations(ctx: ServiceContext, likeType: number): Promise<BotCard[]> {
  const { handPickBots } = await sharedHome(ctx);
  if (ctx.userId === null) return handPickBots;
  return recommendBots(ctx, ctx.userId, likeType === 1 ? "likes" : "chats", handPickBots);
}

/**
 * GET /leaderboard/recommendedCreator: the most chatted-with creators, less the viewer and the
 * creators they already follow, with the viewer's follow flags.
 */
export async function recommendedCreators(ctx: ServiceContext): Promise<CreatorCard[]> {
  const { handPickCreators } = await sharedHome(ctx);
  if (ctx.userId === null) return handPickCreators;
  const flagged = await withFollowFlags(ctx, ctx.userId, handPickCreators);
  return flagged.filter((creator) => !creator.followed && creator.userId !== String(ctx.userId));
}

/** Drops the cached sections, e.g. after an editor changes what is hand-picked. */
export function forgetHomeContent(ctx: ServiceContext) {
  sharedByDatabase.delete(ctx.db);
}

async function loadSharedHome(ctx: ServiceContext): Promise<SharedHome> {
  const [handPickBots, day, week, month, handPickCreators, storyBots, homeActivities] = await Promise.all([
    listHandPicked(ctx),
    listTrending(ctx, 1),
    listTrending(ctx, 7),
    listTrending(ctx, 30),
    listTopCreators(ctx),
    listStoryBots(ctx),
    listActivities(ctx),
  ]);
  return {
    handPickBots,
    dayTrendingBots: day,
    weekTrendingBots: week,
    monthTrendingBots: month,
    handPickCreators,
    storyBots,
    activities: homeActivities,
  };
}

export async function listHandPicked(ctx: ServiceContext) {
  const rows = await ctx.db
    .select(botCardColumns)
    .from(bots)
    .where(and(isListed, eq(bots.handPicked, true), eq(bots.botType, BotType.CHARACTER)))
    .orderBy(desc(bots.chats), asc(bots.id))
    .limit(FOR_YOU_LIMIT);
  return toBotCards(ctx, rows);
}

/**
 * Character bots with the most chats started over the last `days` UTC days (today counts as one),
 * from the activity job's daily rows. Bots nobody chatted with in the window are not trending.
 */
async function listTrending(ctx: ServiceContext, days: number) {
  const since = utcDay(ctx.clock.now(), -(days - 1));
  const chats = sql<number>`sum(${botActivityDaily.chats})`;
  const messages = sql<number>`sum(${botActivityDaily.messages})`;
  const rows = await ctx.db
    .select(botCardColumns)
    .from(botActivityDaily)
    .innerJoin(bots, eq(bots.id, botActivityDaily.botId))
    .where(and(gte(botActivityDaily.day, since), isListed, eq(bots.botType, BotType.CHARACTER)))
    .groupBy(bots.id)
    .having(sql`${chats} > 0`)
    .orderBy(desc(chats), desc(messages), asc(bots.id))
    .limit(TRENDING_LIMIT);
  return toBotCards(ctx, rows);
}

export async function listTopCreators(ctx: ServiceContext): Promise<CreatorCard[]> {
  const chats = sql<number>`coalesce(sum(${bots.chats}), 0)::int`;
  const likes = sql<number>`coalesce(sum(${bots.likes}), 0)::int`;
  const rows = await ctx.db
    .select({
      id: users.id,
      slug: users.slug,
      userName: users.userName,
      avatar: users.avatar,
      vipEnum: vipEnumAt(ctx.clock.now()),
      bio: users.bio,
      allowFollow: users.allowFollow,
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
    allowFollow: row.allowFollow,
    // A visitor follows no one; a signed-in viewer's flags are filled in per request.
    followed: false,
    beFollowed: false,
  }));
}

/** The most read stories as novels (docs/product.md#novels), with their zh titles and reader links. */
async function listStoryBots(ctx: ServiceContext): Promise<NovelCard[]> {
  return (await listNovels(ctx, { page: 1, limit: NOVELS_LIMIT, sort: "hot" })).list;
}
