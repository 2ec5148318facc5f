// The reports module's front door: reports of content, resolved by reviewers (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { reportsRoutes } from "./reports.routes.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(reportsRoutes);
