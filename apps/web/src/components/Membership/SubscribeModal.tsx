import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Dialog } from "../../components/Dialog";
import { usePlanCatalogue } from "../../queries/plans";
import { useUserStatus } from "../../queries/user";
import { PeriodSwitch } from "../../screens/Plans/components/PeriodSwitch";
import { PlanChoices } from "../../screens/Plans/components/PlanChoices";
import { type BillingPeriod, planCards, yearlySaving } from "../../screens/Plans/planCards";
import { useMembershipStore } from "../../stores/membership";

/** The subscribe modal: the paid plans of a period with their discount, and a way to all plans. */
export default function SubscribeModal() {
  const { t } = useTranslation();
  const close = useMembershipStore((state) => state.closeSubscribe);
  const catalogue = usePlanCatalogue();
  const status = useUserStatus();
  const [period, setPeriod] = useState<BillingPeriod>("month");
  const cards = catalogue.data
    ? planCards(catalogue.data, period, status.data?.vipEnum ?? "FREE").filter((card) => card.tier !== "free")
    : [];
  const badge = catalogue.data?.discountBadge;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={
        badge ? t("membership.subscribeTitleDiscount", { percent: badge }) : t("membership.subscribeTitle")
      }
      description={t("membership.subscribeWhy")}
      testId="subscribe-modal"
    >
      {catalogue.data ? (
        <PeriodSwitch period={period} saving={yearlySaving(catalogue.data)} onChange={setPeriod} />
      ) : null}
      <PlanChoices cards={cards} paymentMode={catalogue.data?.paymentMode} className="flex flex-col gap-3" />
      <Link
        to="/billing?tab=plans"
        onClick={close}
        className="text-center text-sm text-accent-soft hover:underline"
      >
        {t("membership.allPlans")}
      </Link>
    </Dialog>
  );
}
