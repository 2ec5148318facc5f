import { PrivacyRequest, UpdateProfileRequest, UserInfo, UserPermission, UserStatus } from "../auth.ts";
import { defineRoute } from "./define.ts";

/** The signed-in user's own account: who they are, their plan, what they may do, their settings. */
export const userRoutes = {
  userInfo: defineRoute({
    method: "GET",
    path: "/user/info",
    access: "user",
    tag: "users",
    summary: "The signed-in user",
    result: UserInfo,
  }),
  userStatus: defineRoute({
    method: "GET",
    path: "/user/status",
    access: "user",
    tag: "users",
    summary: "Plan and subscription state",
    result: UserStatus,
  }),
  userPermission: defineRoute({
    method: "GET",
    path: "/user/auth/permission",
    access: "user",
    tag: "users",
    summary: "What the signed-in user may do",
    result: UserPermission,
  }),
  updateProfile: defineRoute({
    method: "POST",
    path: "/user/update",
    access: "user",
    tag: "users",
    summary: "Change name, avatar, bio or gender",
    body: UpdateProfileRequest,
    result: UserInfo,
  }),
  updatePrivacy: defineRoute({
    method: "POST",
    path: "/user/privacy",
    access: "user",
    tag: "users",
    summary: "Leaderboard participation (privacy) and whether others may follow",
    body: PrivacyRequest,
    result: UserInfo,
  }),
  removeAccount: defineRoute({
    method: "GET",
    path: "/user/logoff",
    access: "user",
    tag: "users",
    summary: "Schedule removal of the account after the protection window and sign out",
    result: UserInfo,
  }),
} as const;
