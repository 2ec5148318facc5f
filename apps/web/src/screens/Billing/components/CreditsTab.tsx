import { BalanceCard } from "./BalanceCard";
import { CreditHistory } from "./CreditHistory";

/** The Credits tab of /billing (docs/product.md#billing-screen): balance, next expiry, daily reward, history. */
export function CreditsTab() {
  return (
    <div data-testid="credits-tab" className="flex flex-col gap-6">
      <BalanceCard />
      <CreditHistory />
    </div>
  );
}
