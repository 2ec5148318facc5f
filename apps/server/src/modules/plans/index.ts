// The plans module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { plansRoutes } from "./plans.routes.ts";

export { type AccountPlan, accountPlan, entitlementsOf, requirePlanFeature } from "./account-plan.ts";
export { paymentMode, planCatalogue } from "./catalogue.service.ts";
export type { DailyLimitKey, PlanFeature } from "./entitlements.ts";
export { lapsedMemberPacks, type PackTable } from "./lapsed-member-packs.ts";
export type { SubscriptionRow } from "./plans.schema.ts";
export { offerPrice, type PlanSettings, planSettings } from "./plans-file.ts";
export { userStatus } from "./status.service.ts";
export {
  addLength,
  applyProviderStateIn,
  changePlanIn,
  endPlanNow,
  endPlanNowIn,
  grantPlan,
  grantPlanIn,
  latestSubscription,
  liveSubscription,
  markPayFailedIn,
  type PlanGrant,
  type PlanLength,
  type ProviderState,
  renewSubscriptionIn,
  setCancelAtPeriodEnd,
  subscriptionByProviderRef,
} from "./subscriptions.service.ts";
export {
  lockRightsUntilCommit,
  rightLockKey,
  type TrainingRight,
  type TrainingRule,
  trainingRight,
} from "./training-rights.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(plansRoutes);
