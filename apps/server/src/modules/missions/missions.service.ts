import type { Mission, MissionClaim, MissionGroupId, MissionGroupList, MissionState } from "@fable/contract";
import { ResponseCode } from "@fable/contract";
import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import { DAY_MS, utcDay } from "../../lib/utc-day.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { creditLedger } from "../credits/credits.schema.ts";
import { creditBalance, grantCredits } from "../credits/index.ts";
import { users } from "../users/users.schema.ts";
import {
  type ClaimableMission,
  MISSIONS,
  missionById,
  REFERRAL_MISSION_ID,
  REFERRAL_REWARD,
} from "./catalogue.ts";
import { referralCounts } from "./referrals.service.ts";

/** The period a task counts in at `now`: the UTC day for daily tasks, "once" for the others. */
function periodOf(mission: ClaimableMission, now: Date) {
  return mission.groupId === "daily"
    ? { period: utcDay(now), since: new Date(`${utcDay(now)}T00:00:00Z`) }
    : { period: "once", since: null };
}

/** The ledger operation of a task's reward: granting it twice in one period is impossible. */
const operationOf = (mission: ClaimableMission, period: string) => `mission:${mission.id}:${period}`;

/** The tasks' states for the caller now, read from what happened and from the ledger. */
async function claimableStates(ctx: UserContext, missions: readonly ClaimableMission[]): Promise<Mission[]> {
  const now = ctx.clock.now();
  const periods = missions.map((mission) => periodOf(mission, now));
  const operations = missions.map((mission, index) => operationOf(mission, periods[index]!.period));
  const claimed =
    operations.length === 0
      ? []
      : await ctx.db
          .select({ operation: creditLedger.operation })
          .from(creditLedger)
          .where(and(eq(creditLedger.userId, ctx.userId), inArray(creditLedger.operation, operations)));
  const claimedOperations = new Set(claimed.map((row) => row.operation));
  return Promise.all(
    missions.map(async (mission, index) => {
      const { period, since } = periods[index]!;
      const done = Math.min(mission.target, await mission.progress(ctx.db, ctx.userId, since));
      const state: MissionState = claimedOperations.has(operations[index]!)
        ? "claimed"
        : done >= mission.target
          ? "claimable"
          : "in_progress";
      const { id, groupId, target, reward } = mission;
      return { id, groupId, target, reward, progress: done, state, period };
    }),
  );
}

/** The referral task: invitees who qualified of those who signed up; its rewards come by themselves. */
async function referralMission(ctx: UserContext): Promise<Mission> {
  const { invited, rewarded } = await referralCounts(ctx, ctx.userId);
  return {
    id: REFERRAL_MISSION_ID,
    groupId: "referral",
    reward: REFERRAL_REWARD,
    progress: rewarded,
    target: invited,
    state: "automatic",
    period: "once",
  };
}

/** POST /mission/list: every task, or one group's. */
export async function listMissions(ctx: UserContext, groupId?: MissionGroupId): Promise<Mission[]> {
  const claimable = MISSIONS.filter((mission) => !groupId || mission.groupId === groupId);
  const states = await claimableStates(ctx, claimable);
  return !groupId || groupId === "referral" ? [...states, await referralMission(ctx)] : states;
}

/** POST /mission/group/list: the groups, each with its rewards waiting to be claimed. */
export async function missionGroups(ctx: UserContext): Promise<MissionGroupList> {
  const missions = await listMissions(ctx);
  const nextMidnight = new Date(new Date(`${utcDay(ctx.clock.now())}T00:00:00Z`).getTime() + DAY_MS);
  const groups: MissionGroupId[] = ["daily", "special", "referral"];
  return {
    list: groups.map((id) => {
      const inGroup = missions.filter((mission) => mission.groupId === id);
      return {
        id,
        missionCount: inGroup.length,
        claimableCount: inGroup.filter((mission) => mission.state === "claimable").length,
        resetsAt: id === "daily" ? nextMidnight.toISOString() : null,
      };
    }),
  };
}

/**
 * POST /mission/{id}: grants a finished task's reward. The ledger operation `mission:<id>:<period>`
 * makes double clicks, replays and parallel claims grant once; an unfinished task is refused, and so
 * is every claim of an account whose email is not validated (as for the daily reward: a throwaway
 * account must not be a source of credits).
 */
export async function claimMission(ctx: UserContext, missionId: string): Promise<MissionClaim> {
  const mission = missionById(missionId);
  if (!mission) throw AppError.notFound("MissionMessages.unknownMission");
  const [user] = await ctx.db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, ctx.userId));
  if (!user?.emailVerified) throw new AppError(ResponseCode.FAILED, "MissionMessages.emailRequired");
  const [before] = await claimableStates(ctx, [mission]);
  if (before!.state === "in_progress") throw new AppError(ResponseCode.FAILED, "MissionMessages.notFinished");
  const granted =
    before!.state === "claimable" &&
    (await grantCredits(ctx, {
      userId: ctx.userId,
      amount: mission.reward,
      validDays: ctx.config.CREDITS_VALID_DAYS,
      reason: `mission:${mission.id}`,
      operation: operationOf(mission, before!.period),
    }));
  const { balance } = await creditBalance(ctx, ctx.userId);
  return {
    mission: { ...before!, state: "claimed" },
    creditAmount: granted ? mission.reward : 0,
    balance,
  };
}
