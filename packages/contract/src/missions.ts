import { z } from "zod";

/** Messages of tasks (missions) and referrals that users read (docs/product.md#tasks). */
export const MissionMessages = {
  unknownMission: "No such task",
  notFinished: "This task is not finished yet",
  emailRequired: "Validate your email to claim task rewards",
} as const;

/** The groups of the Tasks panel: daily tasks reset every UTC day, special ones count once ever. */
export const MissionGroupId = z.enum(["daily", "special", "referral"]);
export type MissionGroupId = z.infer<typeof MissionGroupId>;

/**
 * Where a task stands: `in_progress` (progress below target), `claimable` (done, reward waiting),
 * `claimed` (reward granted for this period), or `automatic` (the referral task: each qualified
 * invitee's reward is granted when it qualifies, nothing to claim).
 */
export const MissionState = z.enum(["in_progress", "claimable", "claimed", "automatic"]);
export type MissionState = z.infer<typeof MissionState>;

/**
 * One task. `id` names the title and description the web shows (`tasks.mission.<id>.title`);
 * `progress` counts what really happened (capped at `target`), `reward` is in credits (per invitee
 * for the referral task). `period` is the UTC day of a daily task, "once" for the others.
 */
export const Mission = z.object({
  id: z.string(),
  groupId: MissionGroupId,
  reward: z.number().int(),
  progress: z.number().int(),
  target: z.number().int(),
  state: MissionState,
  period: z.string(),
});
export type Mission = z.infer<typeof Mission>;

/** POST /mission/group/list: each group, with how many of its tasks wait to be claimed. */
export const MissionGroup = z.object({
  id: MissionGroupId,
  missionCount: z.number().int(),
  claimableCount: z.number().int(),
  /** When the group's tasks start again (the next UTC midnight for daily); null for the others. */
  resetsAt: z.string().nullable(),
});
export const MissionGroupList = z.object({ list: z.array(MissionGroup) });
export type MissionGroupList = z.infer<typeof MissionGroupList>;

/** POST /mission/list: every task, or one group's. */
/** The body may be left out entirely (every task), as the spec's client calls it. */
export const MissionListRequest = z.preprocess(
  (body) => body ?? {},
  z.object({ groupId: MissionGroupId.optional() }),
);
export const MissionList = z.object({ list: z.array(Mission) });
export type MissionList = z.infer<typeof MissionList>;

/** A task id as the path names it. */
export const MissionIdParams = z.object({ missionId: z.string().min(1).max(64) });

/**
 * POST /mission/{id}: claims a finished task's reward. `creditAmount` is what this call granted (0
 * when the period's reward was already granted: a replay or a second tab); `balance` is after it.
 */
export const MissionClaim = z.object({
  mission: Mission,
  creditAmount: z.number().int(),
  balance: z.number().int(),
});
export type MissionClaim = z.infer<typeof MissionClaim>;

/** Why an invitee earned its inviter nothing (docs/product.md#referrals). */
export const ReferralRefusal = z.enum(["self_referral", "same_device", "same_network"]);
export type ReferralRefusal = z.infer<typeof ReferralRefusal>;

/**
 * POST /user/invitation/code: the caller's own code and link, and how their invitations went:
 * `invited` signed up with the code, `rewarded` of them qualified (each granted `reward` credits),
 * `refused` were judged farming, the rest wait for their first chat after validating their email.
 */
export const InvitationInfo = z.object({
  code: z.string(),
  link: z.string(),
  reward: z.number().int(),
  invited: z.number().int(),
  rewarded: z.number().int(),
  refused: z.number().int(),
  creditsEarned: z.number().int(),
});
export type InvitationInfo = z.infer<typeof InvitationInfo>;
