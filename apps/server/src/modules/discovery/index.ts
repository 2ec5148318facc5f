// The discovery module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
export { rollUpActivityAndRefreshHome } from "./activity-rollup.ts";
export { homeRoutes } from "./home.routes.ts";
export { computeDueLeaderboards } from "./leaderboards/compute.ts";
export { leaderboardRoutes } from "./leaderboards/leaderboard.routes.ts";
export { forgetListedBots } from "./listing-changes.ts";
export { utcDay } from "./utc-day.ts";
