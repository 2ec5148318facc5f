// The auth module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { authRoutes } from "./auth.routes.ts";
import { oauthRoutes } from "./oauth/oauth.routes.ts";

export { removeDueAccounts } from "./account-removal.service.ts";
export { appleFormPostRoutes } from "./oauth/apple-callback.routes.ts";
export { sessionCache } from "./session-cache.ts";
export { lookupSession } from "./sessions.service.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(authRoutes, oauthRoutes);
