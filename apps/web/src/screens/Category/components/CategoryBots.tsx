import type { Category } from "@fable/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdSlot } from "../../../components/AdSlot";
import { BotCard } from "../../../components/BotCard";
import { BotGrid, BotGridSkeleton } from "../../../components/BotGrid";
import { Button, buttonClass } from "../../../components/Button";
import { EmptyState, ErrorState } from "../../../components/StateMessage";
import { listAdOf, withAdSlot } from "../../../lib/adSlot";
import { botCardOf } from "../../../lib/botList";
import { useLoadMoreOnScroll } from "../../../lib/useLoadMoreOnScroll";
import { useAdWebShow, useHouseAds, useNoAds } from "../../../queries/ads";
import { catalogKeys, useCategoryBots } from "../../../queries/catalog";
import { useViewerKey } from "../../../stores/auth";
import type { SortValue } from "../sortType";
import { useCategoryName } from "./CategoryChips";

export const FIRST_PAGE_SKELETONS = 14;
const NEXT_PAGE_SKELETONS = 7;

/** The selected category's bots, a page at a time as the reader scrolls (docs/product.md#paging). */
export function CategoryBots({ category, sortType }: { category: Category; sortType: SortValue }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  const bots = useCategoryBots(category.id, sortType);
  const ad = listAdOf(useNoAds(), useAdWebShow().data, useHouseAds().data);
  const pages = bots.data?.pages ?? [];
  useLoadMoreOnScroll({
    hasMore: bots.hasNextPage && !bots.isFetchNextPageError,
    loading: bots.isFetching,
    onLoadMore: () => void bots.fetchNextPage(),
    loadedCount: pages.length,
  });

  // A reload starts again from page 1 rather than refetching every page loaded so far
  // (docs/product.md#paging).
  const reload = () =>
    void queryClient.resetQueries({ queryKey: catalogKeys.bots(category.id, sortType, viewer), exact: true });

  if (bots.isError && !bots.isFetchNextPageError)
    return <ErrorState message={bots.error.message} onRetry={reload} />;
  if (!bots.data)
    return <BotGridSkeleton count={FIRST_PAGE_SKELETONS} columns="category" testId="category-loading" />;

  const list = pages.flatMap((page) => page.list.map(botCardOf));
  if (list.length === 0) {
    return (
      <div data-testid="category-empty">
        <EmptyState
          message={t("browse.category.empty", { category: categoryName(category) })}
          action={
            <Link to="/create/bot" className={buttonClass("primary")}>
              {t("nav.createBot")}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4" data-pages={pages.length}>
      {/* The ad takes its place at index 3 for free users and visitors (docs/product.md#ads). */}
      <BotGrid columns="category" testId="category-bots">
        {withAdSlot(list, ad).map((entry) =>
          entry.kind === "ad" ? (
            <AdSlot key="ad-slot" ad={entry.ad} />
          ) : (
            <li key={entry.item.botId}>
              <BotCard bot={entry.item} />
            </li>
          ),
        )}
      </BotGrid>
      {bots.isFetchingNextPage ? (
        <BotGridSkeleton count={NEXT_PAGE_SKELETONS} columns="category" testId="category-loading-more" />
      ) : null}
      {bots.isFetchNextPageError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-4 text-sm text-muted">
          <p>{bots.error?.message || t("common.loadFailed")}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void bots.fetchNextPage()}
            data-testid="category-retry-more"
          >
            {t("common.retry")}
          </Button>
        </div>
      ) : null}
      {!bots.hasNextPage ? (
        <p data-testid="category-finished" className="py-4 text-center text-sm text-muted">
          {t("browse.category.finished")}
        </p>
      ) : null}
    </div>
  );
}
