// The reports module's front door: reports of content, resolved by reviewers (docs/architecture.md#modules).
export { reportsRoutes } from "./reports.routes.ts";
