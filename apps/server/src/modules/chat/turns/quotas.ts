import { ResponseCode } from "@fable/contract";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import type { MessageId } from "../../../i18n/message-groups.ts";
import { message } from "../../../i18n/server-message.ts";
import { accountPlan, type DailyLimitKey } from "../../plans/index.ts";
import { chatMessages, chatUsage, dialogues } from "../chat.schema.ts";

export type LimitedAction = "message" | "regeneration" | "edit" | "suggestion" | "picture";

/** What the daily-limit refusal calls each action. */
const ACTION_WORDS: Record<LimitedAction, MessageId> = {
  message: "ChatMessages.messages",
  regeneration: "ChatMessages.regenerations",
  edit: "ChatMessages.edits",
  suggestion: "ChatMessages.suggestions",
  picture: "ChatMessages.pictures",
};

/** The entitlement that limits each action. */
const LIMIT_OF: Record<LimitedAction, DailyLimitKey> = {
  message: "dailyMessages",
  regeneration: "dailyRegenerations",
  edit: "dailyEdits",
  suggestion: "dailySuggestions",
  picture: "dailyImages",
};

/** The account's daily limit of an action under its plan; null when there is none. */
async function dailyLimit(
  ctx: ServiceContext,
  userId: number,
  action: LimitedAction,
): Promise<number | null> {
  if (ctx.config.QUOTAS === "off") return null;
  return (await accountPlan(ctx, userId)).entitlements[LIMIT_OF[action]];
}

/**
 * Counts one use of a limited action, refusing with code 490 (which leads to the upgrade prompt) past
 * the plan's daily limit. `knownLimit` skips reading the plan when the caller has it. The count and the
 * check are one statement, so concurrent requests cannot both take the last use.
 */
export async function consumeDailyQuota(
  ctx: ServiceContext,
  userId: number,
  action: LimitedAction,
  knownLimit?: number | null,
) {
  const limit = knownLimit !== undefined ? knownLimit : await dailyLimit(ctx, userId, action);
  if (limit === null || ctx.config.QUOTAS === "off") return;
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

/**
 * Gives back one use counted today by consumeDailyQuota, for work that failed after it was counted (a
 * picture the engine could not make): a failure costs none of the day's allowance.
 */
export async function giveBackDailyQuota(ctx: ServiceContext, userId: number, action: LimitedAction) {
  await ctx.db
    .update(chatUsage)
    .set({ count: sql`${chatUsage.count} - 1` })
    .where(
      and(
        eq(chatUsage.userId, userId),
        eq(chatUsage.day, utcDay(ctx)),
        eq(chatUsage.kind, action),
        gt(chatUsage.count, 0),
      ),
    );
}

/** The day quotas count in (UTC), as stored in their `day` columns. */
export const utcDay = (ctx: ServiceContext) => ctx.clock.now().toISOString().slice(0, 10);

/** GET /v1/chat/regen/bot/count and edit/bot/count: today's use of a limited action (limit null: none). */
export async function dailyUsage(ctx: ServiceContext, userId: number, action: LimitedAction) {
  const limit = await dailyLimit(ctx, userId, action);
  const [row] = await ctx.db
    .select({ count: chatUsage.count })
    .from(chatUsage)
    .where(and(eq(chatUsage.userId, userId), eq(chatUsage.day, utcDay(ctx)), eq(chatUsage.kind, action)));
  return { used: row?.count ?? 0, limit };
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
