import { z } from "zod";
import { BotCard } from "./bots.ts";

export const CreatorCard = z.object({
  id: z.string(),
  userId: z.string(),
  userSlug: z.string(),
  userName: z.string(),
  avatar: z.string(),
  vipEnum: z.string(),
  chats: z.number().int(),
  likes: z.number().int(),
  bio: z.string(),
  /** The creator's privacy setting: whether anyone may follow them (docs/product.md#privacy-settings). */
  allowFollow: z.boolean(),
  followed: z.boolean(),
  beFollowed: z.boolean(),
});
export type CreatorCard = z.infer<typeof CreatorCard>;

/** A novel (spec §3 Novel, with the story's title and chapter count; docs/product.md#novels). */
export const NovelCard = z.object({
  id: z.string(),
  characterName: z.string(),
  botName: z.string(),
  avatar: z.string(),
  introduce: z.string(),
  chatCount: z.number().int(),
  likeCount: z.number().int(),
  personality: z.array(z.string()),
  isNew: z.boolean(),
  /** Always a story: botType 2 and isStoryBot true, as in every other list. */
  botType: z.number().int(),
  isStoryBot: z.boolean(),
  title: z.string(),
  /** Simplified Chinese title and intro for zh-CN readers; empty when the story has none. */
  titleZh: z.string(),
  introZh: z.string(),
  chapterCount: z.number().int(),
  finished: z.boolean(),
  /** One of the configured novels a click opens straight in the reader (spec §9). */
  opensInReader: z.boolean(),
});
export type NovelCard = z.infer<typeof NovelCard>;

export const Activity = z.object({
  id: z.string(),
  tagName: z.string(),
  description: z.string(),
  botCount: z.number().int(),
  chatCount: z.number().int(),
  activityBots: z.array(BotCard),
});
export type Activity = z.infer<typeof Activity>;

/** GET /homePage/getContent (docs/product.md#home-data). */
export const HomeContent = z.object({
  handPickBots: z.array(BotCard),
  dayTrendingBots: z.array(BotCard),
  weekTrendingBots: z.array(BotCard),
  monthTrendingBots: z.array(BotCard),
  handPickCreators: z.array(CreatorCard),
  storyBots: z.array(NovelCard),
  activities: z.array(Activity),
});
export type HomeContent = z.infer<typeof HomeContent>;

export const DiscoveryMessages = {
  activityNotFound: "This activity does not exist",
  activityIdFormat: "activityId must be a number",
} as const;

/** GET /homePage/getActivityDetail. */
export const ActivityDetailQuery = z.object({
  activityId: z.coerce
    .number({ message: DiscoveryMessages.activityIdFormat })
    .int()
    .min(1, DiscoveryMessages.activityIdFormat)
    .max(2_147_483_647, DiscoveryMessages.activityIdFormat),
});

/**
 * GET /recommend/bot_recommend: bots for the reader. likeType 1 follows the bots they liked; anything
 * else (the default) the bots they chat with. Visitors get the hand-picked list.
 */
export const BotRecommendQuery = z.object({
  likeType: z.coerce.number().int().min(0).max(1).default(0),
});
