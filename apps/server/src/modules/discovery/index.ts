// The discovery module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { whenListedBotsChange } from "../bots/index.ts";
import { homeRoutes } from "./home.routes.ts";
import { forgetHomeContent } from "./home.service.ts";
import { leaderboardRoutes } from "./leaderboards/leaderboard.routes.ts";

export { rollUpActivityAndRefreshHome } from "./activity-rollup.ts";
export { computeDueLeaderboards } from "./leaderboards/compute.ts";

// The home page keeps listed bots in memory: it is read again whenever they change.
whenListedBotsChange(forgetHomeContent);

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(homeRoutes, leaderboardRoutes);
