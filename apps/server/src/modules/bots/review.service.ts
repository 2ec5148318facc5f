import type { ReviewQueueItem, SavedBot, Visibility } from "@fable/contract";
import { ResponseCode } from "@fable/contract";
import { and, asc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { forgetListedBots } from "../discovery/index.ts";
import { requireReviewer } from "../users/index.ts";
import { users } from "../users/users.schema.ts";
import { savedBot } from "./bot-editor.service.ts";
import { bots } from "./bots.schema.ts";

const QUEUE_PAGE = 100;

/** GET /admin/review/list: bots waiting for a decision, oldest first. */
export async function listReviewQueue(ctx: ServiceContext): Promise<ReviewQueueItem[]> {
  await requireReviewer(ctx);
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
  ctx: ServiceContext,
  decision: { botId: string; decision: "approve" | "reject"; reason: string },
): Promise<SavedBot> {
  const reviewerId = await requireReviewer(ctx);
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
