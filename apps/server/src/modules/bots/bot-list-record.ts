import type { BotListRecord } from "@fable/contract";
import { BotType } from "@fable/contract";
import { users } from "../users/users.schema.ts";
import { isNewBot } from "./bot-card.ts";
import { bots } from "./bots.schema.ts";

/**
 * The columns a bot list/search record (docs/product.md#bot-records) needs; select these from bots joined to
 * their creator (`innerJoin(users, eq(users.id, bots.creatorId))`).
 */
export const botListColumns = {
  id: bots.id,
  name: bots.name,
  intro: bots.intro,
  greeting: bots.greeting,
  tags: bots.tags,
  avatar: bots.avatar,
  chats: bots.chats,
  likes: bots.likes,
  botType: bots.botType,
  story: bots.story,
  createdAt: bots.createdAt,
  adsLocked: bots.adsLocked,
  creatorName: users.userName,
};

type Columns = typeof botListColumns;
export type BotListRow = {
  [K in keyof Columns]: Columns[K]["_"]["notNull"] extends true
    ? Columns[K]["_"]["data"]
    : Columns[K]["_"]["data"] | null;
};

/** The record the category page and search list show for one bot. */
export function toBotListRecord(row: BotListRow, now: Date): BotListRecord {
  return {
    id: String(row.id),
    characterName: row.name,
    botName: row.name,
    storyName: row.story?.title ?? "",
    botType: row.botType,
    botCanStory: row.botType === BotType.STORY,
    isStoryBot: row.botType === BotType.STORY,
    introduce: row.intro,
    topGuide: row.greeting,
    personalityList: row.tags,
    avatar: row.avatar,
    avatarBase: row.avatar,
    avatarBorder: "",
    backgroundUrl: "",
    botChats: row.chats,
    botLikes: row.likes,
    canImage: false,
    isNew: isNewBot(row.createdAt, now),
    createUsername: row.creatorName,
    // Locked for free users until a rewarded ad opens it (docs/product.md#rewarded-ads); the card shows a lock.
    isAdsLocked: row.adsLocked,
  };
}
