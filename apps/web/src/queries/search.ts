import { LIMITS, type RecentSearch } from "@fable/contract";
import { searchRoutes } from "@fable/contract/routes/search";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { nextPageAfter } from "../lib/paging";
import { useAuthStore, useViewerKey } from "../stores/auth";

export const searchKeys = {
  all: ["search"] as const,
  results: (text: string, viewer: string) => [...searchKeys.all, "results", text, viewer] as const,
  recent: (viewer: string) => [...searchKeys.all, "recent", viewer] as const,
  popular: () => [...searchKeys.all, "popular"] as const,
  mostLiked: () => [...searchKeys.all, "mostLiked"] as const,
  trending: () => [...searchKeys.all, "trending"] as const,
};

/**
 * Live results while typing: never remembered as a search (isNeedSaveSearchRecord,
 * docs/product.md#search-text).
 */
export const liveSearchLimit = 5;
export function searchLive(text: string, signal: AbortSignal) {
  return api.call(
    searchRoutes.searchBots,
    { body: { name: text, isNeedSaveSearchRecord: false, page: 1, limit: liveSearchLimit } },
    { signal },
  );
}

/**
 * A submitted search, paged like the category list. Only its first page is remembered as a search,
 * after which the recent searches are stale.
 */
export function useSearchResults(text: string) {
  const viewer = useViewerKey();
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: searchKeys.results(text, viewer),
    enabled: text !== "",
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const first = pageParam === 1;
      const page = await api.call(
        searchRoutes.searchBots,
        {
          body: {
            name: text,
            isNeedSaveSearchRecord: first,
            page: pageParam,
            limit: LIMITS.categoryPageSize,
          },
        },
        { signal },
      );
      if (first && viewer !== "anonymous")
        void queryClient.invalidateQueries({ queryKey: searchKeys.recent(viewer) });
      return page;
    },
    getNextPageParam: nextPageAfter,
  });
}

/** The signed-in user's newest searches; visitors have none, so nothing is asked for them. */
export function useRecentSearches(enabled = true) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: searchKeys.recent(viewer),
    queryFn: ({ signal }) => api.call(searchRoutes.recentSearches, {}, { signal }),
    enabled: enabled && viewer !== "anonymous",
  });
}

export function useClearRecentSearches() {
  const viewer = useViewerKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(searchRoutes.clearRecentSearches),
    onSuccess: () => queryClient.setQueryData<RecentSearch[]>(searchKeys.recent(viewer), []),
  });
}

export function usePopularSearches(enabled = true) {
  return useQuery({
    queryKey: searchKeys.popular(),
    queryFn: ({ signal }) => api.call(searchRoutes.popularSearches, {}, { signal }),
    enabled,
  });
}

export function useMostLikedBots() {
  return useQuery({
    queryKey: searchKeys.mostLiked(),
    queryFn: ({ signal }) => api.call(searchRoutes.mostLiked, {}, { signal }),
  });
}

export function useTrendingBots() {
  return useQuery({
    queryKey: searchKeys.trending(),
    queryFn: ({ signal }) => api.call(searchRoutes.trending, {}, { signal }),
  });
}

/**
 * Remembers that a signed-in user opened a bot from search results. It only feeds statistics, so a
 * failure is ignored (docs/product.md#silent-failures) and visitors send nothing.
 */
export function recordOpenedFromSearch(botId: string): void {
  if (useAuthStore.getState().token === null) return;
  void api.call(searchRoutes.saveBotSearchRecord, { body: { botId } }).catch(() => undefined);
}
