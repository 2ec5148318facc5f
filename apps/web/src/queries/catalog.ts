import { LIMITS, type QueryBotInfoRequest } from "@fable/contract";
import { botRoutes } from "@fable/contract/routes/bots";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { nextPageAfter } from "../lib/paging";
import { useViewerKey } from "../stores/auth";

type SortValue = QueryBotInfoRequest["sortType"];

export const catalogKeys = {
  all: ["catalog"] as const,
  categories: () => [...catalogKeys.all, "categories"] as const,
  sortOptions: () => [...catalogKeys.all, "sortOptions"] as const,
  bots: (categoryId: number | undefined, sortType: SortValue, viewer: string) =>
    [...catalogKeys.all, "bots", categoryId ?? "all", sortType, viewer] as const,
};

/** Categories of the catalogue, in display order. They change rarely, so they are read once. */
export function useCategories() {
  return useQuery({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => api.call(botRoutes.getBotCategory, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSortOptions() {
  return useQuery({
    queryKey: catalogKeys.sortOptions(),
    queryFn: ({ signal }) => api.call(botRoutes.getSortTypes, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Characters (type 1), not stories, fill the category page. */
const CHARACTER_BOTS = 1;

/**
 * The category list, 20 bots a page (docs/product.md#paging). The key carries the sort and the signed-in
 * user, so changing either starts again from page 1.
 */
export function useCategoryBots(categoryId: number | undefined, sortType: SortValue) {
  const viewer = useViewerKey();
  const limit = LIMITS.categoryPageSize;
  return useInfiniteQuery({
    queryKey: catalogKeys.bots(categoryId, sortType, viewer),
    queryFn: ({ pageParam, signal }) =>
      api.call(
        botRoutes.queryBotInfo,
        { body: { categoryId, type: CHARACTER_BOTS, page: pageParam, limit, sortType } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
  });
}
