import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { PlanLabel } from "../../components/Membership/PlanLabel";
import { Skeleton } from "../../components/Skeleton";
import { EmptyState, ErrorState } from "../../components/StateMessage";
import { ORDERS_PER_PAGE, useOrders } from "../../queries/plans";
import { formatPrice } from "../Plans/planCards";

const CATEGORY_LABEL = {
  subscription: "orders.category.subscription",
  renewal: "orders.category.renewal",
  upgrade: "orders.category.upgrade",
  trial: "orders.category.trial",
} as const;

const STATUS_LABEL = {
  pending: "orders.status.pending",
  paid: "orders.status.paid",
  failed: "orders.status.failed",
  cancelled: "orders.status.cancelled",
} as const;

/** `/fitting/order`: the user's orders — payment time, number, method, category, amount (spec §3). */
export default function Orders() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = useOrders(page);
  let content: ReactNode;
  if (orders.isPending) content = <Skeleton className="h-40 rounded-[12px]" />;
  else if (orders.isError)
    content = <ErrorState message={orders.error.message} onRetry={() => void orders.refetch()} />;
  else if (orders.data.total === 0) content = <EmptyState message={t("orders.empty")} />;
  else {
    const pages = Math.ceil(orders.data.total / ORDERS_PER_PAGE);
    content = (
      <>
        <div className="overflow-x-auto rounded-[12px] border border-border">
          <table data-testid="orders-table" className="w-full min-w-[560px] text-sm">
            <thead className="bg-raised text-left">
              <tr>
                <th className="px-4 py-3 font-medium">{t("orders.paidAt")}</th>
                <th className="px-4 py-3 font-medium">{t("orders.number")}</th>
                <th className="px-4 py-3 font-medium">{t("orders.method")}</th>
                <th className="px-4 py-3 font-medium">{t("orders.categoryTitle")}</th>
                <th className="px-4 py-3 text-right font-medium">{t("orders.amount")}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.list.map((order) => (
                <tr key={order.orderNo} data-testid="order-row" className="border-t border-border">
                  <td className="px-4 py-3">
                    {new Date(order.paidAt ?? order.createdAt).toLocaleString(i18n.language, {
                      dateStyle: "medium",
                      timeStyle: "short",
                    })}
                  </td>
                  <td className="px-4 py-3 font-mono">{order.orderNo}</td>
                  <td className="px-4 py-3">
                    {order.method === "dev" ? t("orders.methodDev") : order.method}
                  </td>
                  <td className="px-4 py-3">
                    <PlanLabel vipEnum={order.vipEnum} /> · {t(CATEGORY_LABEL[order.category])}
                  </td>
                  <td className="px-4 py-3 text-right">
                    {formatPrice(order.amount, order.currency, i18n.language)}
                    <span className={order.status === "paid" ? "ml-2 text-success" : "ml-2 text-danger"}>
                      {t(STATUS_LABEL[order.status])}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {pages > 1 ? (
          <div className="flex items-center justify-end gap-2">
            <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t("orders.previous")}
            </Button>
            <span className="text-sm text-muted">
              {page} / {pages}
            </span>
            <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t("orders.next")}
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-5 p-4 md:p-6">
      <h1 className="text-2xl font-semibold">{t("orders.title")}</h1>
      {content}
    </main>
  );
}
