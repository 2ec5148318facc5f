// The credits module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
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
