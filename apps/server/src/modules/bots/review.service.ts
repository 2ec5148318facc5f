import type { ReviewQueueItem, SavedBot, Visibility } from "@fable/contract";
import { ResponseCode } from "@fable/contract";
import { and, asc, eq } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { users } from "../users/users.schema.ts";
import { savedBot } from "./bot-editor.service.ts";
import { bots } from "./bots.schema.ts";
import { forgetListedBots } from "./listing-changes.ts";

const QUEUE_PAGE = 100;

/** GET /admin/review/list (reviewers only, by the route's access): bots waiting for a decision, oldest first. */
export async function listReviewQueue(ctx: UserContext): Promise<ReviewQueueItem[]> {
  const rows = await ctx.db
    .select({ bot: bots, creatorName: users.userName })
    .from(bots)
    .innerJoin(users, eq(users.id, bots.creatorId))
    .where(eq(bots.reviewStatus, "pending"))
    .orderBy(asc(bots.reviewSubmittedAt), asc(bots.id))
    .limit(QUEUE_PAGE);
  return rows.map(({ bot, creatorName }) => ({
    botId: String(bot.id),
    botName: bot.name,
    characterName: bot.characterName || bot.name,
    avatar: bot.avatar,
    intro: bot.intro,
    greeting: bot.greeting,
    description: bot.description,
    visibility: bot.visibility as Visibility,
    creator: { userId: String(bot.creatorId), userName: creatorName },
    submittedAt: (bot.reviewSubmittedAt ?? bot.updatedAt).toISOString(),
  }));
}

/** POST /admin/review/decide: approve, or reject with a reason the creator will read. */
export async function decideReview(
  ctx: UserContext,
  decision: { botId: string; decision: "approve" | "reject"; reason: string },
): Promise<SavedBot> {
  const reviewerId = ctx.userId;
  const approved = decision.decision === "approve";
  // Only a pending bot changes: a second reviewer deciding the same bot gets "not waiting for review".
  const [bot] = await ctx.db
    .update(bots)
    .set({
      reviewStatus: approved ? "approved" : "rejected",
      reviewReason: approved ? null : decision.reason,
      reviewedBy: reviewerId,
      reviewedAt: ctx.clock.now(),
    })
    .where(and(eq(bots.id, Number(decision.botId)), eq(bots.reviewStatus, "pending")))
    .returning();
  if (!bot) throw new AppError(ResponseCode.FAILED, "CharacterMessages.notInReview");
  forgetListedBots(ctx);
  return savedBot(bot);
}
