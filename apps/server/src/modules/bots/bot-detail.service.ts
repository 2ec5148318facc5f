import type { BotDetail } from "@fable/contract";
import { BotType } from "@fable/contract";
import { and, asc, count, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { canOnBot } from "../../policies/bot.policy.ts";
import { users } from "../users/users.schema.ts";
import { botCategories, botLikes, bots, categories, loreEntries } from "./bots.schema.ts";

/**
 * One bot as a viewer may see it. Private bots exist only for their creator; unlisted ones open by
 * link; bots in review or rejected are shown to their creator alone. Everyone else gets the same
 * "not found", so hidden bots do not reveal that they exist.
 */
export async function getBotDetail(ctx: ServiceContext, botId: number): Promise<BotDetail> {
  const [row] = await ctx.db
    .select({ bot: bots, creatorName: users.userName, creatorAvatar: users.avatar })
    .from(bots)
    .innerJoin(users, eq(users.id, bots.creatorId))
    .where(eq(bots.id, botId));
  if (!row || !canOnBot(ctx, "view", row.bot)) throw AppError.notFound("CharacterMessages.botNotFound");
  const { bot } = row;
  const isOwner = canOnBot(ctx, "manage", bot);

  const [botCategoryRows, [lore], likedRows] = await Promise.all([
    ctx.db
      .select({ id: categories.id, name: categories.name, nameZh: categories.nameZh })
      .from(botCategories)
      .innerJoin(categories, eq(categories.id, botCategories.categoryId))
      .where(eq(botCategories.botId, bot.id))
      .orderBy(asc(botCategories.position)),
    ctx.db.select({ n: count() }).from(loreEntries).where(eq(loreEntries.botId, bot.id)),
    ctx.userId === null
      ? []
      : ctx.db
          .select({ botId: botLikes.botId })
          .from(botLikes)
          .where(and(eq(botLikes.userId, ctx.userId), eq(botLikes.botId, bot.id))),
  ]);
  const showDefinition = canOnBot(ctx, "readDefinition", bot);
  return {
    botId: String(bot.id),
    botName: bot.name,
    characterName: bot.characterName || bot.name,
    intro: bot.intro,
    greeting: bot.greeting,
    alternateGreetings: bot.alternateGreetings,
    avatar: bot.avatar,
    tags: bot.tags,
    gender: bot.gender,
    age: bot.age,
    visibility: bot.visibility as BotDetail["visibility"],
    reviewStatus: bot.reviewStatus as BotDetail["reviewStatus"],
    reviewReason: isOwner ? bot.reviewReason : null,
    isStoryBot: bot.botType === BotType.STORY,
    botType: bot.botType,
    chats: bot.chats,
    likes: bot.likes,
    liked: likedRows.length > 0,
    isOwner,
    needsGreeting: bot.needsGreeting,
    definitionVisible: bot.definitionVisible,
    creator: { userId: String(bot.creatorId), userName: row.creatorName, avatar: row.creatorAvatar },
    categories: botCategoryRows,
    definition: showDefinition
      ? {
          description: bot.description,
          personality: bot.personality,
          scenario: bot.scenario,
          exampleDialogue: bot.exampleDialogue,
          systemPrompt: bot.systemPrompt,
          postHistoryInstructions: bot.postHistoryInstructions,
          creatorNotes: bot.creatorNotes,
          loreCount: lore?.n ?? 0,
        }
      : null,
  };
}
