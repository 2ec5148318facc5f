// The plans module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { plansRoutes } from "./plans.routes.ts";

export { type AccountPlan, accountPlan, entitlementsOf, requirePlanFeature } from "./account-plan.ts";
export type { DailyLimitKey, PlanFeature } from "./entitlements.ts";
export { planSettings } from "./plans-file.ts";
export { userStatus } from "./status.service.ts";
export { endPlanNow, grantPlan, type PlanGrant } from "./subscriptions.service.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(plansRoutes);
