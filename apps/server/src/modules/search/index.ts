// The search module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
export { searchRoutes } from "./search.routes.ts";
