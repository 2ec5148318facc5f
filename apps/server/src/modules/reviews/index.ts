// The reviews module's front door: users' reviews of bots and the votes on them (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { reviewsRoutes } from "./reviews.routes.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(reviewsRoutes);
