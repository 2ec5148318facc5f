import type { CreditCount, DailyCredit } from "@fable/contract";
import { creditRoutes } from "@fable/contract/routes/credits";
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../api";
import { nextPageAfter } from "../lib/paging";
import { currentViewerKey, useViewerKey } from "../stores/auth";
import { userKeys } from "./user";

/** Lines per page of the credits history (the server allows up to 50). */
export const CREDIT_HISTORY_PAGE_SIZE = 20;

/** Keys carry the viewer: a balance is one user's, never shown to the next who signs in on this browser. */
export const creditKeys = {
  all: ["credits"] as const,
  count: (viewer: string) => [...creditKeys.all, "count", viewer] as const,
  history: (viewer: string) => [...creditKeys.all, "history", viewer] as const,
};

/** GET /user/credits/getCount: the balance and what expires next (header chip, settings, /billing). */
export function useCreditCount() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: creditKeys.count(viewer),
    queryFn: ({ signal }) => api.call(creditRoutes.getCount, {}, { signal }),
    enabled: viewer !== "anonymous",
  });
}

/** GET /user/credits/history, newest first, page after page (a short page marks the end). */
export function useCreditHistory() {
  const viewer = useViewerKey();
  return useInfiniteQuery({
    queryKey: creditKeys.history(viewer),
    queryFn: async ({ pageParam, signal }) => {
      const answer = await api.call(
        creditRoutes.history,
        { query: { page: pageParam, limit: CREDIT_HISTORY_PAGE_SIZE } },
        { signal },
      );
      return { ...answer, limit: CREDIT_HISTORY_PAGE_SIZE };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
    enabled: viewer !== "anonymous",
  });
}

/**
 * After anything that changes the signed-in user's credits (the daily reward now; spends later): the
 * balance, its history and the user info's `credit` are read again. A known new balance is shown at once.
 */
export function refreshCredits(queryClient: QueryClient, balance?: number): Promise<void> {
  const viewer = currentViewerKey();
  if (balance !== undefined) {
    queryClient.setQueryData<CreditCount>(creditKeys.count(viewer), (count) =>
      count ? { ...count, creditAmount: balance } : count,
    );
  }
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: creditKeys.all }),
    queryClient.invalidateQueries({ queryKey: userKeys.info(viewer) }),
  ]).then(() => undefined);
}

/** GET /user/credits/obtain: claims today's daily reward; answers what it granted (0 when already claimed). */
export function useClaimDailyReward() {
  const queryClient = useQueryClient();
  return useMutation<DailyCredit>({
    mutationFn: () => api.call(creditRoutes.obtain, {}),
    onSuccess: (reward) => {
      void refreshCredits(queryClient, reward.balance);
    },
  });
}
