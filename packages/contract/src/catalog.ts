import { z } from "zod";
import { LIMITS } from "./limits.ts";

/** Sort orders of the category page (GET /ai/roleInfo/bot-sort-type). */
export const SortType = { POPULAR: 1, NEWEST: 2, MOST_LIKED: 3 } as const;

export const SortOption = z.object({
  value: z.number().int(),
  /** Stable key the web app translates. */
  v: z.string(),
  description: z.string(),
});
export type SortOption = z.infer<typeof SortOption>;

/** POST /ai/roleInfo/queryBotInfo. */
export const QueryBotInfoRequest = z.object({
  categoryId: z.number().int().min(0).max(LIMITS.integerMax).optional(),
  type: z.union([z.literal(1), z.literal(2)]).default(1),
  page: z.number().int().min(1).max(LIMITS.integerMax).default(1),
  limit: z.number().int().min(1).max(50).default(LIMITS.categoryPageSize),
  sortType: z
    .union([z.literal(SortType.POPULAR), z.literal(SortType.NEWEST), z.literal(SortType.MOST_LIKED)])
    .default(SortType.POPULAR),
});
export type QueryBotInfoRequest = z.infer<typeof QueryBotInfoRequest>;

/** Bot list/search record (docs/product.md#bot-records). */
export const BotListRecord = z.object({
  id: z.string(),
  characterName: z.string(),
  botName: z.string(),
  storyName: z.string(),
  botType: z.number().int(),
  botCanStory: z.boolean(),
  /** True for a text adventure (botType 2), as on the home page's cards. */
  isStoryBot: z.boolean(),
  introduce: z.string(),
  topGuide: z.string(),
  personalityList: z.array(z.string()),
  avatar: z.string(),
  avatarBase: z.string(),
  avatarBorder: z.string(),
  backgroundUrl: z.string(),
  botChats: z.number().int(),
  botLikes: z.number().int(),
  canImage: z.boolean(),
  isNew: z.boolean(),
  createUsername: z.string(),
  isAdsLocked: z.boolean(),
});
export type BotListRecord = z.infer<typeof BotListRecord>;

export const BotListPage = z.object({
  list: z.array(BotListRecord),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type BotListPage = z.infer<typeof BotListPage>;
