import type { Mission, MissionGroupId } from "@fable/contract";

/** The groups of the panel, in the order they show. */
export const GROUP_ORDER: readonly MissionGroupId[] = ["daily", "special", "referral"];

/** The tasks of each group that has any, in the panel's order (tasks keep the server's order). */
export function groupMissions(missions: readonly Mission[]): { id: MissionGroupId; missions: Mission[] }[] {
  return GROUP_ORDER.map((id) => ({
    id,
    missions: missions.filter((mission) => mission.groupId === id),
  })).filter((group) => group.missions.length > 0);
}

/** What a task's row offers: a Claim button, a claimed mark, progress still to make, or nothing to do. */
export type TaskAction = "claim" | "claimed" | "progress" | "automatic";

export function taskAction(mission: Pick<Mission, "state">): TaskAction {
  switch (mission.state) {
    case "claimable":
      return "claim";
    case "claimed":
      return "claimed";
    case "automatic":
      return "automatic";
    default:
      return "progress";
  }
}

/** How full the task's progress bar is, 0–100 (a task with no target yet shows empty). */
export function progressPercent(mission: Pick<Mission, "progress" | "target">): number {
  if (mission.target <= 0) return 0;
  return Math.round((Math.min(mission.progress, mission.target) / mission.target) * 100);
}
