// The models module's front door: the admin Models page's routes (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { modelsAdminRoutes } from "./models.routes.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(modelsAdminRoutes);
