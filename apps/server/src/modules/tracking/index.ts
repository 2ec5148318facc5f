// The tracking module's front door: what the rest of the server may use of it.
export { trackingRoutes } from "./tracking.routes.ts";
export { forgetPersonInTracking } from "./tracking.service.ts";
