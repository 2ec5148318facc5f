import { paymentRoutes } from "@fable/contract/routes/payments";
import { useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { api } from "../../api";
import { FIRST_WAIT_MS, nextCheckStep, type OrderOutcome } from "../../lib/paymentCheck";
import { userKeys } from "../../queries/user";
import { useMembershipStore } from "../../stores/membership";

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
  });

/** The order's state as the orders list shows it; pending orders are not listed yet. */
async function outcomeOf(orderNo: string, signal: AbortSignal): Promise<OrderOutcome | null> {
  const page = await api.call(paymentRoutes.orders, { body: { page: 1, limit: 10 } }, { signal });
  return page.list.find((order) => order.orderNo === orderNo)?.status ?? null;
}

/**
 * After checkout returns with `?businessId=…&sub=1` (spec §4): "Checking payment results", waiting
 * (attempt + 1) s before each of 3 looks and refreshing the status each time; paid → success, the
 * subscribe modal closes; failed → "Payment Failed"; still pending after 3 looks → the page reloads.
 */
export default function PaymentCheck({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    const controller = new AbortController();
    const finish = () => navigate(pathname, { replace: true });
    void (async () => {
      await sleep(FIRST_WAIT_MS, controller.signal);
      for (let attempt = 0; !controller.signal.aborted; attempt += 1) {
        await queryClient.invalidateQueries({ queryKey: userKeys.all });
        const outcome = await outcomeOf(orderNo, controller.signal).catch(() => null);
        const step = nextCheckStep(attempt, outcome);
        if (controller.signal.aborted) return;
        if (step.kind === "wait") {
          await sleep(step.ms, controller.signal);
          continue;
        }
        if (step.kind === "success") {
          useMembershipStore.getState().paymentSucceeded();
          toast.success(t("membership.paymentSuccess"));
        } else if (step.kind === "failure") {
          toast.error(t("membership.paymentFailed"));
        } else {
          window.location.replace(pathname);
          return;
        }
        finish();
        return;
      }
    })();
    return () => controller.abort();
  }, [orderNo, pathname, navigate, queryClient, t]);

  return (
    <div
      role="status"
      data-testid="payment-check"
      className="fixed inset-x-0 top-20 z-50 mx-auto flex w-fit items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm shadow-lg"
    >
      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      {t("membership.checkingPayment")}
    </div>
  );
}
