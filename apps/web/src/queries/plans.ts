import type { CANCEL_REASONS, CheckoutAnswer, PaidVipEnum } from "@fable/contract";
import { paymentRoutes } from "@fable/contract/routes/payments";
import { planRoutes } from "@fable/contract/routes/plans";
import { userRoutes } from "@fable/contract/routes/users";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { useViewerKey } from "../stores/auth";
import { userKeys } from "./user";

export type CancelReason = (typeof CANCEL_REASONS)[number];

export const planKeys = {
  catalogue: ["plans", "catalogue"] as const,
  permission: (viewer: string) => [...userKeys.all, "permission", viewer] as const,
  orders: (viewer: string, page: number) => ["orders", viewer, page] as const,
  devOrder: (orderNo: string) => ["orders", "dev", orderNo] as const,
};

/** GET /plans/list: plans, prices, what each grants, and how this installation takes payments. */
export function usePlanCatalogue() {
  return useQuery({
    queryKey: planKeys.catalogue,
    queryFn: ({ signal }) => api.call(planRoutes.list, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET /user/auth/permission: what the signed-in user's plan grants. */
export function usePermission() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: planKeys.permission(viewer),
    queryFn: ({ signal }) => api.call(userRoutes.userPermission, {}, { signal }),
    enabled: viewer !== "anonymous",
  });
}

/** Status, permission and orders change together whenever a plan does. */
function useRefreshMembership() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
    void queryClient.invalidateQueries({ queryKey: ["orders"] });
  };
}

/** Sends the browser to where the order is paid (the provider's page, or the development checkout). */
export const goToCheckout = (checkout: CheckoutAnswer) => window.location.assign(checkout.checkoutUrl);

/** POST /pay/initiate/subscription, then off to pay. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (vipEnum: PaidVipEnum) => api.call(paymentRoutes.initiateSubscription, { body: { vipEnum } }),
    onSuccess: goToCheckout,
  });
}

/** PUT /pay/subscription/end with the reasons given. */
export function useCancelSubscription() {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: (body: { reasons: CancelReason[]; comment: string }) =>
      api.call(paymentRoutes.endSubscription, { body }),
    onSuccess: refresh,
  });
}

/** POST /pay/reSubscribe: resumes a cancelled plan, or goes to pay for the last one again. */
export function useResubscribe() {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: () => api.call(paymentRoutes.resubscribe),
    onSuccess: (answer) => {
      if (answer.checkout) goToCheckout(answer.checkout);
      else refresh();
    },
  });
}

/** POST /pay/stripe/portal, then off to Stripe's Billing Portal (cards, invoices), which returns to the plans. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => api.call(paymentRoutes.stripePortal),
    onSuccess: (answer) => window.location.assign(answer.url),
  });
}

/** GET /uservip/setReminded: the resubscribe hint was shown. */
export function useSetReminded() {
  const refresh = useRefreshMembership();
  return useMutation({ mutationFn: () => api.call(planRoutes.setReminded), onSuccess: refresh });
}

/** Orders one page of /fitting/order holds. */
export const ORDERS_PER_PAGE = 10;

/** POST /order/pageQuery. */
export function useOrders(page: number) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: planKeys.orders(viewer, page),
    queryFn: ({ signal }) =>
      api.call(paymentRoutes.orders, { body: { page, limit: ORDERS_PER_PAGE } }, { signal }),
    enabled: viewer !== "anonymous",
  });
}

/** The development checkout's order. */
export function useDevOrder(orderNo: string) {
  return useQuery({
    queryKey: planKeys.devOrder(orderNo),
    queryFn: ({ signal }) => api.call(paymentRoutes.devOrder, { body: { orderNo } }, { signal }),
    retry: false,
  });
}

/** The development checkout pays or fails the order. */
export function useCompleteDevOrder(orderNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: "paid" | "failed") =>
      api.call(paymentRoutes.devComplete, { body: { orderNo, outcome } }),
    onSuccess: (order) => queryClient.setQueryData(planKeys.devOrder(orderNo), order),
  });
}
