import { ResponseCode } from "@fable/contract";
import { eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { isListed } from "../../policies/bot.policy.ts";
import { bots } from "../bots/bots.schema.ts";
import { posts } from "./joybook.schema.ts";

/** Whether a post's bot (joined as `bots`) is public and approved: only then is the post shown. */
export const botListed = sql<boolean>`(${isListed})`;

export const postNotFound = () => AppError.notFound("JoybookMessages.postNotFound");
export const botUnavailable = () =>
  new AppError(ResponseCode.BOT_UNAVAILABLE, "JoybookMessages.botUnavailable");

/**
 * A post anyone may open: it exists and its bot is still public and approved. A post whose bot went
 * private, unlisted or into review answers 2001 "Bot unavailable now, try something else"
 * (docs/product.md#bot-unavailable).
 */
export async function loadOpenPost(ctx: ServiceContext, postId: number) {
  return assertOpen(
    ctx.db
      .select({
        id: posts.id,
        botId: posts.botId,
        userId: posts.userId,
        listed: botListed,
      })
      .from(posts)
      .innerJoin(bots, eq(bots.id, posts.botId))
      .where(eq(posts.id, postId)),
  );
}

/** The rule of loadOpenPost for a post already read with its bot's `listed` state. */
export async function assertOpen<Row extends { listed: boolean }>(rows: Promise<Row[]> | Row[]) {
  const [row] = await rows;
  if (!row) throw postNotFound();
  if (!row.listed) throw botUnavailable();
  return row;
}
