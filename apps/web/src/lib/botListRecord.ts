import type { BotListRecord } from "@fable/contract";
import type { BotCardView } from "../components/BotCard";

/** A bot list/search record (docs/product.md#bot-records) as the shared bot card shows it. */
export function botListRecordCard(record: BotListRecord): BotCardView {
  return {
    botId: record.id,
    botName: record.botName,
    characterName: record.characterName,
    botDesc: record.introduce,
    avatar: record.avatar,
    chats: record.botChats,
    likes: record.botLikes,
    isNew: record.isNew,
    // List records carry no activity tag; the card then shows only the NEW chip.
    activityTag: null,
  };
}
