import type { BotCard, BotListRecord } from "@fable/contract";

/**
 * A bot list/search record (category page, search) shown with the same card as the home lists.
 * The record has no greeting, tags or activity tag, so those stay empty.
 */
export function botCardOf(record: BotListRecord): BotCard {
  return {
    botId: record.id,
    botName: record.botName,
    characterName: record.characterName,
    botDesc: record.introduce,
    greeting: "",
    avatar: record.avatar,
    chats: record.botChats,
    likes: record.botLikes,
    tags: record.personalityList,
    canImage: record.canImage,
    isNew: record.isNew,
    isStoryBot: record.isStoryBot,
    botType: record.botType,
    activityTag: null,
    messageCount: 0,
  };
}
