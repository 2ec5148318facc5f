// The tracking module's front door: what the rest of the server may use of it.
import { moduleRoutes } from "../../routing/module-routes.ts";
import { trackingRoutes } from "./tracking.routes.ts";

export { forgetPersonInTracking } from "./tracking.service.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(trackingRoutes);
