import type { UserStatus } from "@fable/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { useBillingPortal, useResubscribe } from "../../../queries/plans";
import { TIER_LABEL } from "../labels";
import { tierOfVip } from "../planCards";
import { CancelDialog } from "./CancelDialog";

/** The member's plan: when it renews or ends, cancel (with reasons) or resume (Manage Subscription). */
export function CurrentSubscription({ status }: { status: UserStatus }) {
  const { t, i18n } = useTranslation();
  const [cancelling, setCancelling] = useState(false);
  const resume = useResubscribe();
  const portal = useBillingPortal();
  const { subscription } = status;
  if (!status.vip || !subscription) return null;
  const date = new Date(subscription.periodEnd).toLocaleDateString(i18n.language, { dateStyle: "medium" });
  const renews = subscription.provider !== "operator" && !subscription.cancelAtPeriodEnd;
  return (
    <section
      data-testid="current-subscription"
      className="flex flex-col gap-3 rounded-[12px] border border-border bg-surface p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <p className="font-semibold">
          {t(TIER_LABEL[tierOfVip(status.vipEnum)])}
          {subscription.status === "trialing" ? ` · ${t("plans.onTrial")}` : ""}
        </p>
        <p data-testid="subscription-period" className="text-sm text-muted">
          {renews ? t("plans.renewsOn", { date }) : t("plans.endsOn", { date })}
        </p>
        {subscription.status === "pay_failed" ? (
          <p className="text-sm text-warning">{t("plans.renewalFailed")}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {subscription.provider === "stripe" ? (
          <Button
            variant="secondary"
            data-testid="subscription-billing-portal"
            disabled={portal.isPending}
            onClick={() => portal.mutate()}
          >
            {t("plans.billingPortal")}
          </Button>
        ) : null}
        {subscription.provider === "operator" ? null : subscription.cancelAtPeriodEnd ? (
          <Button
            data-testid="subscription-resume"
            disabled={resume.isPending}
            onClick={() => resume.mutate()}
          >
            {t("plans.resume")}
          </Button>
        ) : (
          <Button variant="ghost" data-testid="subscription-cancel" onClick={() => setCancelling(true)}>
            {t("plans.cancel")}
          </Button>
        )}
      </div>
      {cancelling ? <CancelDialog open={cancelling} onOpenChange={setCancelling} endsOn={date} /> : null}
    </section>
  );
}
