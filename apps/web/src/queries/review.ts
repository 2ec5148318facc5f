import {
  ResponseCode,
  type ReviewDecisionInput,
  type ReviewedPopularSearch,
  type ReviewQueueItem,
} from "@fable/contract";
import { botRoutes } from "@fable/contract/routes/bots";
import { searchRoutes } from "@fable/contract/routes/search";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { ApiError } from "../api/errors";
import { currentViewerKey, useViewerKey } from "../stores/auth";
import { botProfileKeys } from "./botProfile";
import { searchKeys } from "./search";

export const reviewKeys = {
  all: ["review"] as const,
  queue: (viewer: string) => [...reviewKeys.all, "queue", viewer] as const,
  popularSearches: (viewer: string) => [...reviewKeys.all, "popularSearches", viewer] as const,
};

const decideKey = [...reviewKeys.all, "decide"] as const;

/** GET /admin/review/list: bots waiting for a reviewer, oldest first. */
export function useReviewQueue() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: reviewKeys.queue(viewer),
    queryFn: ({ signal }) => api.call(botRoutes.reviewQueue, {}, { signal }),
    enabled: viewer !== "anonymous",
  });
}

/** The server's "Only reviewers can do this" (403). */
export function isReviewerOnly(error: unknown): boolean {
  return error instanceof ApiError && (error.code === ResponseCode.FORBIDDEN || error.status === 403);
}

export function removeFromQueue(items: ReviewQueueItem[] | undefined, botId: string) {
  return items?.filter((item) => item.botId !== botId);
}

/** Puts one item back where it was, leaving the other decisions made meanwhile in place. */
export function restoreToQueue(items: ReviewQueueItem[] | undefined, item: ReviewQueueItem, index: number) {
  if (!items) return [item];
  if (items.some((current) => current.botId === item.botId)) return items;
  const at = Math.min(Math.max(index, 0), items.length);
  return [...items.slice(0, at), item, ...items.slice(at)];
}

/**
 * POST /admin/review/decide. The bot leaves the list at once; a failure puts it back where it was.
 * The list is refetched only after the last of several quick decisions, so none reappears meanwhile.
 */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: decideKey,
    mutationFn: (decision: ReviewDecisionInput) =>
      api.call(botRoutes.decideReview, { body: { reason: "", ...decision } }),
    onMutate: async (decision) => {
      const key = reviewKeys.queue(currentViewerKey());
      await queryClient.cancelQueries({ queryKey: key });
      const items = queryClient.getQueryData<ReviewQueueItem[]>(key) ?? [];
      const index = items.findIndex((item) => item.botId === decision.botId);
      queryClient.setQueryData<ReviewQueueItem[]>(key, (current) => removeFromQueue(current, decision.botId));
      return { key, item: items[index], index };
    },
    onError: (_error, _decision, context) => {
      const item = context?.item;
      if (!item) return;
      queryClient.setQueryData<ReviewQueueItem[]>(context.key, (current) =>
        restoreToQueue(current, item, context.index),
      );
    },
    onSettled: (_saved, _error, decision) => {
      void queryClient.invalidateQueries({ queryKey: botProfileKeys.bot(decision.botId) });
      if (queryClient.isMutating({ mutationKey: decideKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      }
    },
  });
}

/** GET /admin/review/popularSearches: the most searched texts, hidden ones included. */
export function usePopularSearchReview() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: reviewKeys.popularSearches(viewer),
    queryFn: ({ signal }) => api.call(searchRoutes.reviewPopularSearches, {}, { signal }),
    enabled: viewer !== "anonymous",
  });
}

/** POST /admin/review/popularSearches/hide: the entry is replaced by the server's answer. */
export function useHidePopularSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { query: string; hidden: boolean }) =>
      api.call(searchRoutes.hidePopularSearch, { body: change }),
    onSuccess: (entry) => {
      queryClient.setQueryData<ReviewedPopularSearch[]>(
        reviewKeys.popularSearches(currentViewerKey()),
        (entries) => entries?.map((current) => (current.query === entry.query ? entry : current)),
      );
      // Visitors' Popular searches change with it.
      void queryClient.invalidateQueries({ queryKey: searchKeys.popular() });
    },
  });
}
