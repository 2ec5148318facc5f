// The credits module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { creditsRoutes } from "./credits.routes.ts";

export {
  type CreditBalance,
  type CreditGrant,
  type CreditSpend,
  creditBalance,
  creditHistory,
  grantCredits,
  grantCreditsIn,
  refundCredits,
  spendCredits,
} from "./ledger.service.ts";
export { type PaidAction, priceFor, runPaidAction } from "./paid-action.service.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(creditsRoutes);
