// The users module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
export { suggestUserName } from "./generated-names.ts";
export { isAdminEmail, requireAdmin, requireReviewer } from "./roles.ts";
export { findUser, toUserInfo, type UserRow } from "./user-info.ts";
export { usersRoutes } from "./users.routes.ts";
