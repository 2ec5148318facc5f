import { LIMITS } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { AdSlot } from "../../../components/AdSlot";
import { BotCard } from "../../../components/BotCard";
import { BotGrid, BotGridSkeleton } from "../../../components/BotGrid";
import { ErrorState } from "../../../components/StateMessage";
import { listAdOf, withAdSlot } from "../../../lib/adSlot";
import { botListRecordCard } from "../../../lib/botListRecord";
import { useLoadMoreOnScroll } from "../../../lib/useLoadMoreOnScroll";
import { useAdWebShow, useHouseAds, useNoAds } from "../../../queries/ads";
import { recordOpenedFromSearch, useSearchResults } from "../../../queries/search";
import { CreateBotInvite } from "./CreateBotInvite";

/** Skeleton cards while the next page loads: one row on the widest grid. */
const MORE_SKELETONS = 6;

/** The submitted search's results, paged as the window scrolls (docs/product.md#paging). */
export function SearchResults({ text }: { text: string }) {
  const { t } = useTranslation();
  const results = useSearchResults(text);
  const pages = results.data?.pages ?? [];
  const bots = pages.flatMap((page) => page.list).map(botListRecordCard);
  const ad = listAdOf(useNoAds(), useAdWebShow().data, useHouseAds().data);

  useLoadMoreOnScroll({
    hasMore: results.hasNextPage,
    loading: results.isFetching,
    onLoadMore: () => void results.fetchNextPage(),
    loadedCount: bots.length,
  });

  if (results.isError && pages.length === 0) {
    return <ErrorState message={results.error.message} onRetry={() => void results.refetch()} />;
  }
  if (!results.data) {
    return <BotGridSkeleton count={LIMITS.categoryPageSize / 2} columns="search" />;
  }
  const total = pages[0]?.total ?? 0;
  // A common word matches more bots than are ranked: the count says "more than".
  const countKey = pages[0]?.moreMatches ? "search.countMoreThan" : "search.count";
  if (bots.length === 0) return <CreateBotInvite text={text} />;

  return (
    <section aria-labelledby="search-results-count" className="flex flex-col gap-4">
      <p id="search-results-count" data-testid="search-results-count" className="text-sm text-muted">
        {t(countKey, { count: total })}
      </p>
      <BotGrid columns="search" testId="search-results">
        {/* The ad takes its place at index 3 for free users and visitors (docs/product.md#ads). */}
        {withAdSlot(bots, ad).map((entry) =>
          entry.kind === "ad" ? (
            <AdSlot key="ad-slot" ad={entry.ad} />
          ) : (
            <li key={entry.item.botId}>
              <BotCard bot={entry.item} onOpen={() => recordOpenedFromSearch(entry.item.botId)} />
            </li>
          ),
        )}
      </BotGrid>
      {results.isFetchingNextPage ? <BotGridSkeleton count={MORE_SKELETONS} columns="search" /> : null}
      {/* A failed page is ignored; scrolling again retries it (docs/product.md#silent-failures). */}
      {!results.hasNextPage && pages.length > 1 ? (
        <p className="py-4 text-center text-sm text-muted" data-testid="search-results-end">
          {t("search.end")}
        </p>
      ) : null}
    </section>
  );
}
