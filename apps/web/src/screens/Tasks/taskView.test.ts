import type { Mission } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { groupMissions, progressPercent, taskAction } from "./taskView";

const mission = (overrides: Partial<Mission>): Mission => ({
  id: "daily_messages",
  groupId: "daily",
  reward: 5,
  progress: 0,
  target: 10,
  state: "in_progress",
  period: "2026-11-26",
  ...overrides,
});

describe("the Tasks panel's view of tasks", () => {
  it("groups tasks daily, special then referral, leaving out empty groups", () => {
    const tasks = [
      mission({ id: "special_review", groupId: "special" }),
      mission({ id: "daily_follow" }),
      mission({ id: "daily_messages" }),
    ];
    expect(groupMissions(tasks).map((group) => [group.id, group.missions.map((task) => task.id)])).toEqual([
      ["daily", ["daily_follow", "daily_messages"]],
      ["special", ["special_review"]],
    ]);
  });

  it("offers Claim only for a claimable task", () => {
    expect(taskAction({ state: "claimable" })).toBe("claim");
    expect(taskAction({ state: "claimed" })).toBe("claimed");
    expect(taskAction({ state: "in_progress" })).toBe("progress");
    expect(taskAction({ state: "automatic" })).toBe("automatic");
  });

  it("fills the progress bar by progress over target, never past full", () => {
    expect(progressPercent({ progress: 3, target: 10 })).toBe(30);
    expect(progressPercent({ progress: 12, target: 10 })).toBe(100);
    expect(progressPercent({ progress: 0, target: 0 })).toBe(0);
  });
});
