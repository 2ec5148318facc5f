import type { BotCard } from "@fable/contract";
import { BotType } from "@fable/contract";
import { eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { activities, activityBots } from "../discovery/discovery.schema.ts";
import { bots } from "./bots.schema.ts";

/** A bot counts as new for a week after it is created. */
const NEW_FOR_MS = 7 * 24 * 60 * 60 * 1000;

export function isNewBot(createdAt: Date, now: Date) {
  return now.getTime() - createdAt.getTime() < NEW_FOR_MS;
}

/** The columns a card needs; select these rather than whole rows. */
export const botCardColumns = {
  id: bots.id,
  name: bots.name,
  intro: bots.intro,
  greeting: bots.greeting,
  avatar: bots.avatar,
  chats: bots.chats,
  likes: bots.likes,
  messages: bots.messages,
  tags: bots.tags,
  botType: bots.botType,
  createdAt: bots.createdAt,
};

export type BotCardRow = { [K in keyof typeof botCardColumns]: (typeof botCardColumns)[K]["_"]["data"] };

/** The list rule lives with the bot policy; re-exported here for the card queries that use it. */

export async function toBotCards(ctx: ServiceContext, rows: BotCardRow[]): Promise<BotCard[]> {
  const tagByBot = await activityTagsOf(
    ctx,
    rows.map((row) => row.id),
  );
  const now = ctx.clock.now();
  return rows.map((row) => ({
    botId: String(row.id),
    botName: row.name,
    characterName: row.name,
    botDesc: row.intro,
    greeting: row.greeting,
    avatar: row.avatar,
    chats: row.chats,
    likes: row.likes,
    tags: row.tags,
    // Image packs arrive with the media issue; until then no bot can send images.
    canImage: false,
    isNew: isNewBot(row.createdAt, now),
    isStoryBot: row.botType === BotType.STORY,
    botType: row.botType,
    activityTag: tagByBot.has(row.id) ? { tagName: tagByBot.get(row.id)! } : null,
    messageCount: row.messages,
  }));
}

async function activityTagsOf(ctx: ServiceContext, botIds: number[]): Promise<Map<number, string>> {
  if (botIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ botId: activityBots.botId, tagName: activities.tagName })
    .from(activityBots)
    .innerJoin(activities, eq(activities.id, activityBots.activityId))
    .where(inArray(activityBots.botId, botIds));
  return new Map(rows.map((row) => [row.botId, row.tagName]));
}
