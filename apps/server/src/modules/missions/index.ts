// The missions module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
// Tasks (daily, special, referral) and the referrals behind the referral task.
import { moduleRoutes } from "../../routing/module-routes.ts";
import { missionsRoutes } from "./missions.routes.ts";
import { referralsRoutes } from "./referrals.routes.ts";

export { recordReferralIn, settleReferral } from "./referrals.service.ts";
export { noteSighting } from "./sightings.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(missionsRoutes, referralsRoutes);
