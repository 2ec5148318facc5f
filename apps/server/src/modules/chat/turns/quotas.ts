import { ResponseCode } from "@fable/contract";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import type { MessageId } from "../../../i18n/message-groups.ts";
import { message } from "../../../i18n/server-message.ts";
import { chatMessages, chatUsage, dialogues } from "../chat.schema.ts";
import { userPlan } from "../settings/model-choice.ts";

export type LimitedAction = "regeneration" | "edit" | "suggestion";

/** What the daily-limit refusal calls each action. */
const ACTION_WORDS: Record<LimitedAction, MessageId> = {
  regeneration: "ChatMessages.regenerations",
  edit: "ChatMessages.edits",
  suggestion: "ChatMessages.suggestions",
};

function dailyLimit(ctx: ServiceContext, action: LimitedAction): number {
  const { config } = ctx;
  if (action === "regeneration") return config.FREE_DAILY_REGENERATIONS;
  if (action === "edit") return config.FREE_DAILY_EDITS;
  return config.FREE_DAILY_SUGGESTIONS;
}

/**
 * Counts one use of a limited action for a free-plan user, refusing with code 490 (which leads to the
 * upgrade prompt) past the daily limit. The count and the check are one statement, so concurrent
 * requests cannot both take the last use.
 */
export async function consumeDailyQuota(ctx: ServiceContext, userId: number, action: LimitedAction) {
  if (ctx.config.QUOTAS === "off") return;
  if ((await userPlan(ctx, userId)) !== "free") return;
  const limit = dailyLimit(ctx, action);
  const refusal = new AppError(
    ResponseCode.QUOTA_EXCEEDED,
    message("ChatMessages.dailyLimit", { action: message(ACTION_WORDS[action]) }),
  );
  if (limit === 0) throw refusal;
  const [used] = await ctx.db
    .insert(chatUsage)
    .values({ userId, day: utcDay(ctx), kind: action, count: 1 })
    .onConflictDoUpdate({
      target: [chatUsage.userId, chatUsage.day, chatUsage.kind],
      set: { count: sql`${chatUsage.count} + 1` },
      setWhere: sql`${chatUsage.count} < ${limit}`,
    })
    .returning({ count: chatUsage.count });
  if (!used) throw refusal;
}

/** The day quotas count in (UTC), as stored in their `day` columns. */
export const utcDay = (ctx: ServiceContext) => ctx.clock.now().toISOString().slice(0, 10);

/** GET /v1/chat/regen/bot/count and edit/bot/count: today's use of a limited action (limit null: none). */
export async function dailyUsage(ctx: ServiceContext, userId: number, action: LimitedAction) {
  const limited = ctx.config.QUOTAS === "on" && (await userPlan(ctx, userId)) === "free";
  const [row] = await ctx.db
    .select({ count: chatUsage.count })
    .from(chatUsage)
    .where(and(eq(chatUsage.userId, userId), eq(chatUsage.day, utcDay(ctx)), eq(chatUsage.kind, action)));
  return { used: row?.count ?? 0, limit: limited ? dailyLimit(ctx, action) : null };
}

/** Messages the user sent in the last minute, and whether one more is allowed. */
export async function minuteChatCount(ctx: ServiceContext, userId: number) {
  const limit = ctx.config.MESSAGES_PER_MINUTE;
  const since = new Date(ctx.clock.now().getTime() - 60_000);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(dialogues, eq(dialogues.id, chatMessages.dialogueId))
    .where(
      and(eq(dialogues.userId, userId), eq(chatMessages.role, "user"), gt(chatMessages.createdAt, since)),
    );
  const used = row?.n ?? 0;
  return { count: used, limit, allowed: ctx.config.QUOTAS === "off" || used < limit };
}

/** Refuses a message past the per-minute cap (code 490, the "too frequently" message). */
export async function assertMayChatNow(ctx: ServiceContext, userId: number) {
  if (ctx.config.QUOTAS === "off") return;
  if (!(await minuteChatCount(ctx, userId)).allowed)
    throw new AppError(ResponseCode.QUOTA_EXCEEDED, "ChatMessages.tooFrequent");
}
