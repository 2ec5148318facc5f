import type { Activity } from "@fable/contract";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { isListed } from "../../policies/bot.policy.ts";
import { bots } from "../bots/bots.schema.ts";
import { type BotCardRow, botCardColumns, toBotCards } from "../bots/index.ts";
import { activities, activityBots } from "./discovery.schema.ts";

/** Activities (events with a tag and a markdown description), newest first, with their listed bots. */
export async function listActivities(ctx: ServiceContext, onlyId?: number): Promise<Activity[]> {
  const rows = await ctx.db
    .select()
    .from(activities)
    .where(onlyId === undefined ? undefined : eq(activities.id, onlyId))
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

/** GET /homePage/getActivityDetail: one activity; an unknown id is a clear not-found. */
export async function activityDetail(ctx: ServiceContext, activityId: number): Promise<Activity> {
  const [activity] = await listActivities(ctx, activityId);
  if (!activity) throw AppError.notFound("DiscoveryMessages.activityNotFound");
  return activity;
}
