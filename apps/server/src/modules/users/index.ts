// The users module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { usersRoutes } from "./users.routes.ts";

export { suggestUserName } from "./generated-names.ts";
export { newInvitationCode } from "./invitation-code.ts";
export { findUser, toUserInfo, type UserRow } from "./user-info.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(usersRoutes);
