// The system module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
export { configRoutes } from "./config.routes.ts";
export { devOutboxRoutes } from "./dev-outbox.routes.ts";
export { healthRoutes } from "./health.routes.ts";
