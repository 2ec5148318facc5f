import { BotType } from "@fable/contract";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { canOnBot } from "../../policies/bot.policy.ts";
import { bots } from "../bots/bots.schema.ts";

/**
 * A story bot the viewer may read as a novel. Like the bot profile (docs/product.md#bot-unavailable):
 * a private, hidden or in-review story exists only for its creator, everyone else is told "Bot
 * unavailable now, try something else"; a bot that is not a story is no novel.
 */
export async function loadReadableStory(ctx: ServiceContext, botId: number) {
  const [bot] = await ctx.db.select().from(bots).where(eq(bots.id, botId));
  if (!canOnBot(ctx, "view", bot)) throw AppError.notFound("CharacterMessages.botNotFound");
  if (bot.botType !== BotType.STORY || !bot.story) throw AppError.notFound("NovelMessages.notAStory");
  return { ...bot, story: bot.story };
}
