// The auth module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
export { removeDueAccounts } from "./account-removal.service.ts";
export { authRoutes } from "./auth.routes.ts";
export { appleFormPostRoutes } from "./oauth/apple-callback.routes.ts";
export { oauthRoutes } from "./oauth/oauth.routes.ts";
export { sessionCache } from "./session-cache.ts";
export { lookupSession } from "./sessions.service.ts";
