import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../../components/Skeleton";
import { ErrorState } from "../../components/StateMessage";
import { usePlanCatalogue } from "../../queries/plans";
import { useUserStatus } from "../../queries/user";
import { ComparisonTable } from "./components/ComparisonTable";
import { CurrentSubscription } from "./components/CurrentSubscription";
import { PeriodSwitch } from "./components/PeriodSwitch";
import { PlanChoices } from "./components/PlanChoices";
import { type BillingPeriod, planCards, yearlySaving } from "./planCards";

/**
 * The plans: the member's current subscription, three plan cards over a monthly / yearly switch, and
 * the feature comparison (docs/product.md#plans). Choosing a plan goes to checkout.
 */
export function PlansPanel() {
  const { t } = useTranslation();
  const catalogue = usePlanCatalogue();
  const status = useUserStatus();
  const currentVip = status.data?.vipEnum ?? "FREE";
  const [period, setPeriod] = useState<BillingPeriod>(currentVip.endsWith("_ANNUAL") ? "year" : "month");

  if (catalogue.isPending) return <Skeleton className="h-80 rounded-[12px]" />;
  if (catalogue.isError)
    return <ErrorState message={catalogue.error.message} onRetry={() => void catalogue.refetch()} />;
  const cards = planCards(catalogue.data, period, currentVip);
  return (
    <div data-testid="plans-panel" className="flex flex-col gap-6">
      {status.data ? <CurrentSubscription status={status.data} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodSwitch period={period} saving={yearlySaving(catalogue.data)} onChange={setPeriod} />
        {catalogue.data.discountBadge ? (
          <span
            data-testid="plans-discount"
            className="rounded-full bg-brand px-3 py-1 text-xs font-semibold text-white"
          >
            {t("plans.discount", { percent: catalogue.data.discountBadge })}
          </span>
        ) : null}
      </div>
      <PlanChoices
        cards={cards}
        paymentMode={catalogue.data.paymentMode}
        className="grid gap-4 md:grid-cols-3"
      />
      <ComparisonTable catalogue={catalogue.data} />
    </div>
  );
}
