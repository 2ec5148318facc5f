import {
  InvitationInfo,
  MissionClaim,
  MissionGroupList,
  MissionIdParams,
  MissionList,
  MissionListRequest,
} from "../missions.ts";
import { defineRoute } from "./define.ts";

/** Tasks: daily, special and referral groups whose rewards the server verifies (docs/product.md#tasks). */
export const missionRoutes = {
  groupList: defineRoute({
    method: "POST",
    path: "/mission/group/list",
    access: "user",
    tag: "tasks",
    summary: "The task groups (daily, special, referral) with how many rewards wait to be claimed",
    result: MissionGroupList,
  }),
  list: defineRoute({
    method: "POST",
    path: "/mission/list",
    access: "user",
    tag: "tasks",
    summary: "Every task, or one group's, with its progress from what really happened, reward and state",
    body: MissionListRequest,
    result: MissionList,
  }),
  claim: defineRoute({
    method: "POST",
    path: "/mission/:missionId",
    access: "user",
    tag: "tasks",
    summary:
      "Claims a finished task's reward, once per period (a UTC day for daily tasks, once ever for others)",
    params: MissionIdParams,
    result: MissionClaim,
  }),
} as const;

/** Referrals: the caller's invitation code and link (docs/product.md#referrals). */
export const referralRoutes = {
  invitationCode: defineRoute({
    method: "POST",
    path: "/user/invitation/code",
    access: "user",
    tag: "tasks",
    summary: "The caller's own invitation code and link, and how many invitees signed up and qualified",
    result: InvitationInfo,
  }),
} as const;
