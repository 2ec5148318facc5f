import type { BotListRecord } from "@fable/contract";
import { SEARCH_LIMITS } from "@fable/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BotGrid, BotGridPlaceholders } from "../../../components/BotGrid";
import { Skeleton } from "../../../components/Skeleton";
import { botListRecordCard } from "../../../lib/botListRecord";
import {
  useClearRecentSearches,
  useMostLikedBots,
  usePopularSearches,
  useRecentSearches,
  useTrendingBots,
} from "../../../queries/search";
import { DiscoverSection } from "./DiscoverSection";
import { SearchChips } from "./SearchChips";

/** Up to 6 recent and 6 popular searches (docs/product.md#search-page). */
const CHIP_LIMIT = 6;

function RecentSearches() {
  const { t } = useTranslation();
  const recent = useRecentSearches();
  const clear = useClearRecentSearches();
  const queries = (recent.data ?? []).slice(0, CHIP_LIMIT).map((search) => search.query);
  if (queries.length === 0) return null;
  return (
    <DiscoverSection
      id="search-recent"
      title={t("search.recent")}
      action={
        <button
          type="button"
          data-testid="search-recent-clear-all"
          onClick={() => clear.mutate()}
          disabled={clear.isPending}
          aria-label={t("search.clearRecentLabel")}
          className="rounded-full px-3 py-1 text-sm text-muted transition duration-150 ease-out hover:bg-raised hover:text-text disabled:opacity-50"
        >
          {t("search.clearRecent")}
        </button>
      }
    >
      <SearchChips queries={queries} testId="search-recent-list" />
    </DiscoverSection>
  );
}

function PopularSearches() {
  const { t } = useTranslation();
  const popular = usePopularSearches();
  if (popular.isPending) return <Skeleton className="h-16 w-full max-w-xl" />;
  const queries = (popular.data ?? []).slice(0, CHIP_LIMIT).map((search) => search.query);
  // A failed list is silently left out (docs/product.md#silent-failures), as is an empty one.
  if (queries.length === 0) return null;
  return (
    <DiscoverSection id="search-popular" title={t("search.popular")}>
      <SearchChips queries={queries} testId="search-popular-list" />
    </DiscoverSection>
  );
}

function BotListSection({
  id,
  title,
  query,
}: {
  id: string;
  title: string;
  query: UseQueryResult<BotListRecord[]>;
}) {
  if (query.isPending) {
    return (
      <DiscoverSection id={id} title={title}>
        <BotGridPlaceholders count={SEARCH_LIMITS.botList} columns="search" />
      </DiscoverSection>
    );
  }
  const bots = (query.data ?? []).map(botListRecordCard);
  if (bots.length === 0) return null;
  return (
    <DiscoverSection id={id} title={title}>
      <BotGrid columns="search" bots={bots} testId={`${id}-list`} />
    </DiscoverSection>
  );
}

/** The search page before anything is searched: recent and popular searches, most liked, trending. */
export function SearchDiscover() {
  const { t } = useTranslation();
  const mostLiked = useMostLikedBots();
  const trending = useTrendingBots();
  return (
    <div className="flex flex-col gap-8 md:gap-10" data-testid="search-discover">
      <p className="text-sm text-muted">{t("search.hint")}</p>
      <RecentSearches />
      <PopularSearches />
      <BotListSection id="search-trending" title={t("search.trending")} query={trending} />
      <BotListSection id="search-most-liked" title={t("search.mostLiked")} query={mostLiked} />
    </div>
  );
}
