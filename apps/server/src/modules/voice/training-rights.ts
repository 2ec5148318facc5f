import { ResponseCode, type UserRight } from "@fable/contract";
import { sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { AppError } from "../../errors.ts";
import {
  lockRightsUntilCommit,
  rightLockKey,
  type TrainingRight,
  type TrainingRule,
  trainingRight,
} from "../plans/index.ts";
import { voiceTrainingRights } from "./voice.schema.ts";

/** Voice packs' rule (spec §6, §9): the `voiceTrainings` entitlements, counted in voice_training_rights. */
const VOICE_RULE: TrainingRule = {
  limit: "voiceTrainings",
  monthly: "voiceTrainingsMonthly",
  ledger: voiceTrainingRights,
  used: "VoiceMessages.trainingsUsed",
  monthlyUsed: "VoiceMessages.monthlyTrainingsUsed",
  lockName: "voice-training-right",
};

/** The voice-training right of the user now, else the refusal saying why (plans/training-rights.ts). */
export const voiceTrainingRight = (ctx: ServiceContext, db: Db, userId: number): Promise<TrainingRight> =>
  trainingRight(ctx, db, userId, VOICE_RULE);

/** Waits for the user's voice rights lock until the transaction ends (a create counts and spends in turn). */
export const lockVoiceRightsUntilCommit = (tx: Db, userId: number) =>
  lockRightsUntilCommit(tx, VOICE_RULE, userId);

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
          sql`select pg_try_advisory_xact_lock(hashtextextended(${rightLockKey(VOICE_RULE, ctx.userId)}, 0)) as locked`,
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
