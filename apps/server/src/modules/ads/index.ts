// The ads module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { adsRoutes } from "./ads.routes.ts";

export { adSettings } from "./ads-file.ts";
export { assertBotOpen, type LockableBot } from "./bot-lock.service.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(adsRoutes);
