import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Button } from "../../components/Button";
import { PlanLabel } from "../../components/Membership/PlanLabel";
import { Skeleton } from "../../components/Skeleton";
import { EmptyState } from "../../components/StateMessage";
import { paymentReturnPath } from "../../lib/paymentCheck";
import { useCompleteDevOrder, useDevOrder } from "../../queries/plans";
import { formatPrice } from "../Plans/planCards";

/**
 * `/dev/checkout/{orderNo}`: the development checkout, standing in for a payment provider outside
 * production. It pays or fails the order, then returns to the app for the payment check.
 */
export default function DevCheckout() {
  const { t, i18n } = useTranslation();
  const { orderNo = "" } = useParams();
  const order = useDevOrder(orderNo);
  const complete = useCompleteDevOrder(orderNo);
  const settle = (outcome: "paid" | "failed") =>
    complete.mutate(outcome, { onSuccess: () => window.location.assign(paymentReturnPath(orderNo)) });

  if (order.isPending) return <Skeleton className="mx-auto mt-10 h-64 w-full max-w-md rounded-[12px]" />;
  if (order.isError) return <EmptyState message={order.error.message} />;
  const { data } = order;
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-5 p-6">
      <p className="rounded-[12px] border border-warning/40 bg-warning/10 p-3 text-sm text-warning">
        {t("checkout.devNotice")}
      </p>
      <section
        data-testid="dev-checkout"
        className="flex flex-col gap-3 rounded-[12px] border border-border bg-surface p-5"
      >
        <h1 className="text-xl font-semibold">{t("checkout.title")}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">{t("checkout.plan")}</dt>
          <dd>
            <PlanLabel vipEnum={data.vipEnum} />
          </dd>
          <dt className="text-muted">{t("checkout.order")}</dt>
          <dd className="font-mono">{data.orderNo}</dd>
          <dt className="text-muted">{t("checkout.account")}</dt>
          <dd>{data.email ?? "—"}</dd>
          <dt className="text-muted">{t("checkout.amount")}</dt>
          <dd data-testid="dev-checkout-amount" className="font-semibold">
            {formatPrice(data.amount, data.currency, i18n.language)}
            {data.trialDays > 0 ? ` · ${t("plans.trialDays", { count: data.trialDays })}` : ""}
          </dd>
        </dl>
        {data.status === "pending" ? (
          <div className="flex gap-2 pt-2">
            <Button
              className="flex-1"
              data-testid="dev-checkout-pay"
              disabled={complete.isPending}
              onClick={() => settle("paid")}
            >
              {t("checkout.pay")}
            </Button>
            <Button
              variant="secondary"
              data-testid="dev-checkout-fail"
              disabled={complete.isPending}
              onClick={() => settle("failed")}
            >
              {t("checkout.fail")}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted">{t("checkout.settled")}</p>
        )}
        {complete.error ? <p className="text-sm text-danger">{complete.error.message}</p> : null}
      </section>
    </main>
  );
}
