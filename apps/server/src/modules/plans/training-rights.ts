import { ResponseCode } from "@fable/contract";
import { and, count, eq, gte, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { MessageId } from "../../i18n/message-groups.ts";
import { message } from "../../i18n/server-message.ts";
import { accountPlan } from "./account-plan.ts";

/** What a training may use now: the kind of right (kept on the pack) and how many are left before this one. */
export interface TrainingRight {
  kind: "free" | "member";
  /** Trainings left before this one; null when the plan sets no limit. */
  remaining: number | null;
}

/**
 * One kind of pack's training rule: the entitlements that set it, the append-only ledger of trainings
 * started (one row per pack, so deleting a pack gives no try back), the refusals and the lock's name.
 */
export interface TrainingRule {
  limit: "voiceTrainings" | "imagePackTrainings";
  monthly: "voiceTrainingsMonthly" | "imagePackTrainingsMonthly";
  ledger: PgTable & { userId: PgColumn; createdAt: PgColumn };
  /** Refusals: all free tries used ({{count}}), this month's used ({{date}} of the next). */
  used: MessageId;
  monthlyUsed: MessageId;
  lockName: string;
}

/** The first moment of `now`'s calendar month, UTC, and of the next one. */
function monthBounds(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, next };
}

/**
 * The training rule of spec §6, §9, from the plan's entitlements: free accounts have `limit` tries in
 * all, members that many each calendar month (UTC) when `monthly`. Counts the ledger. Refuses with the
 * reason when none is left.
 */
export async function trainingRight(
  ctx: ServiceContext,
  db: Db,
  userId: number,
  rule: TrainingRule,
): Promise<TrainingRight> {
  const plan = await accountPlan({ ...ctx, db }, userId);
  const limit = plan.entitlements[rule.limit];
  const monthly = plan.entitlements[rule.monthly];
  const kind = plan.tier === "free" ? "free" : "member";
  if (limit === null) return { kind, remaining: null };
  const { start, next } = monthBounds(ctx.clock.now());
  const [used] = await db
    .select({ n: count() })
    .from(rule.ledger)
    .where(and(eq(rule.ledger.userId, userId), monthly ? gte(rule.ledger.createdAt, start) : undefined));
  const remaining = limit - (used?.n ?? 0);
  if (remaining > 0) return { kind, remaining };
  if (monthly)
    throw new AppError(
      ResponseCode.QUOTA_EXCEEDED,
      message(rule.monthlyUsed, { date: next.toISOString().slice(0, 10) }),
    );
  throw new AppError(ResponseCode.PLAN_REQUIRED, message(rule.used, { count: String(limit) }));
}

/** The advisory lock of one user's rights of one rule: one key per user, shared by every instance on one database. */
export const rightLockKey = (rule: TrainingRule, userId: number) => `${rule.lockName}:${userId}`;

/**
 * Waits for the user's rights lock until the transaction ends, so a create counts and spends in turn
 * and concurrent creates never exceed the quota.
 */
export async function lockRightsUntilCommit(tx: Db, rule: TrainingRule, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${rightLockKey(rule, userId)}, 0))`);
}
