import { BotType, type NovelCard } from "@fable/contract";
import { sql } from "drizzle-orm";
import { type BotRow, bots } from "../bots/bots.schema.ts";
import { isNewBot } from "../bots/index.ts";

/** How many chapters of a bot (joined as `bots`) readers may read. */
// Written with the table names spelled out: drizzle leaves a single table's columns unqualified, and
// inside the subquery an unqualified "id" would be the chapter's.
export const approvedChapterCount = sql<number>`(select count(*)::int from story_chapters sc
  where sc.bot_id = "bots"."id" and sc.review_status = 'approved')`;

/** The columns a novel card reads. */
export const novelCardColumns = {
  id: bots.id,
  name: bots.name,
  characterName: bots.characterName,
  avatar: bots.avatar,
  intro: bots.intro,
  chats: bots.chats,
  likes: bots.likes,
  tags: bots.tags,
  story: bots.story,
  createdAt: bots.createdAt,
  chapterCount: approvedChapterCount,
};
export type NovelCardRow = Pick<
  BotRow,
  "id" | "name" | "characterName" | "avatar" | "intro" | "chats" | "likes" | "tags" | "story" | "createdAt"
> & { chapterCount: number };

/** A story bot as a novel card (spec §3 Novel); every list of them reads story bots only. */
export function toNovelCard(row: NovelCardRow, now: Date, readerIds: ReadonlySet<number>): NovelCard {
  return {
    id: String(row.id),
    characterName: row.characterName || row.name,
    botName: row.name,
    avatar: row.avatar,
    introduce: row.intro,
    chatCount: row.chats,
    likeCount: row.likes,
    personality: row.tags,
    isNew: isNewBot(row.createdAt, now),
    botType: BotType.STORY,
    isStoryBot: true,
    title: row.story?.title ?? row.name,
    titleZh: row.story?.titleZh ?? "",
    introZh: row.story?.introZh ?? "",
    chapterCount: Number(row.chapterCount),
    finished: row.story?.finished === true,
    opensInReader: readerIds.has(row.id),
  };
}
