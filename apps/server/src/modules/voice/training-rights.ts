import { ResponseCode, type UserRight } from "@fable/contract";
import { and, count, eq, gte, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { AppError } from "../../errors.ts";
import { message } from "../../i18n/server-message.ts";
import { accountPlan } from "../plans/index.ts";
import { voiceTrainingRights } from "./voice.schema.ts";

/** What a training may use now: the kind of right (kept on the pack) and how many are left after none is used. */
export interface TrainingRight {
  kind: "free" | "member";
  /** Trainings left before this one; null when the plan sets no limit. */
  remaining: number | null;
}

/** The first moment of `now`'s calendar month, UTC, and of the next one. */
function monthBounds(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, next };
}

/**
 * The voice-training rule (spec §6, §9), from the plan's entitlements: free accounts have
 * `voiceTrainings` tries in all, members that many each calendar month (UTC). Counts the ledger, so a
 * deleted pack gives no try back. Refuses with the reason when none is left.
 */
export async function voiceTrainingRight(
  ctx: ServiceContext,
  db: Db,
  userId: number,
): Promise<TrainingRight> {
  const plan = await accountPlan({ ...ctx, db }, userId);
  const { voiceTrainings, voiceTrainingsMonthly } = plan.entitlements;
  const kind = plan.tier === "free" ? "free" : "member";
  if (voiceTrainings === null) return { kind, remaining: null };
  const { start, next } = monthBounds(ctx.clock.now());
  const [used] = await db
    .select({ n: count() })
    .from(voiceTrainingRights)
    .where(
      and(
        eq(voiceTrainingRights.userId, userId),
        voiceTrainingsMonthly ? gte(voiceTrainingRights.createdAt, start) : undefined,
      ),
    );
  const remaining = voiceTrainings - (used?.n ?? 0);
  if (remaining > 0) return { kind, remaining };
  if (voiceTrainingsMonthly)
    throw new AppError(
      ResponseCode.QUOTA_EXCEEDED,
      message("VoiceMessages.monthlyTrainingsUsed", { date: next.toISOString().slice(0, 10) }),
    );
  throw new AppError(
    ResponseCode.PLAN_REQUIRED,
    message("VoiceMessages.trainingsUsed", { count: String(voiceTrainings) }),
  );
}

/** The advisory lock of one user's rights: one key per user, shared by every instance on one database. */
const rightLockName = (userId: number) => `voice-training-right:${userId}`;

/** Waits for the user's rights lock until the transaction ends (a create counts and spends in turn). */
export async function lockRightsUntilCommit(tx: Db, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${rightLockName(userId)}, 0))`);
}

// Checks running in this process, per database: PGlite runs one transaction at a time, so a second
// check there would wait its turn rather than find the advisory lock taken.
const checking = new WeakMap<Db, Set<number>>();

const busy = () => new AppError(ResponseCode.TOO_MANY_REQUESTS, "VoiceMessages.rightBusy");

/**
 * GET /user/checkUserRight?rightType=voiceTraining: resolves with the trainings left, else refuses
 * with why. Concurrent checks for one user are refused (rightBusy), here and across instances
 * (a transaction-scoped advisory lock taken without waiting).
 */
export async function checkUserRight(
  ctx: ServiceContext & { userId: number },
  input: { rightType: "voiceTraining" },
): Promise<UserRight> {
  let running = checking.get(ctx.db);
  if (!running) {
    running = new Set();
    checking.set(ctx.db, running);
  }
  if (running.has(ctx.userId)) throw busy();
  running.add(ctx.userId);
  try {
    const right = await ctx.db.transaction(async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(
        await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtextextended(${rightLockName(ctx.userId)}, 0)) as locked`,
        ),
      );
      if (!lock?.locked) throw busy();
      return voiceTrainingRight(ctx, tx, ctx.userId);
    });
    return { rightType: input.rightType, allowed: true, remaining: right.remaining };
  } finally {
    running.delete(ctx.userId);
  }
}
