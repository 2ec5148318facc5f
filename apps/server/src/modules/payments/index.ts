// The payments module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { paymentsRoutes } from "./payments.routes.ts";

export { lastPaymentStatus } from "./orders.service.ts";
export { cancelBillingBeforeRemoval } from "./removal.ts";
export { renewDevSubscriptions } from "./renewals.ts";
export { stripeWebhookRoutes } from "./stripe-webhook.routes.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(paymentsRoutes);
