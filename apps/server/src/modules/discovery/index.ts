// The discovery module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { whenListedBotsChange } from "../bots/index.ts";
import { forgetHomeContent } from "./home.service.ts";

export { rollUpActivityAndRefreshHome } from "./activity-rollup.ts";
export { homeRoutes } from "./home.routes.ts";
export { computeDueLeaderboards } from "./leaderboards/compute.ts";
export { leaderboardRoutes } from "./leaderboards/leaderboard.routes.ts";

// The home page keeps listed bots in memory: it is read again whenever they change.
whenListedBotsChange(forgetHomeContent);
