import type { PostSort } from "@fable/contract";
import { MessageSquareShare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buttonClass } from "../../components/Button";
import { ChoiceSwitch } from "../../components/ChoiceSwitch";
import { Page } from "../../components/Page";
import { EmptyState, ErrorState } from "../../components/StateMessage";
import { flattenPages } from "../../lib/flattenPages";
import { useLoadMoreOnScroll } from "../../lib/useLoadMoreOnScroll";
import { usePostFeed } from "../../queries/joybook";
import { PostCard, PostCardSkeleton } from "./components/PostCard";
import { feedSort } from "./paths";

const SKELETONS = 6;
const grid = "grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3";

function FeedSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t("common.loading")}</span>
      <div className={grid}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <PostCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

const SORTS: PostSort[] = ["newest", "popular"];

function Feed({ sort }: { sort: PostSort }) {
  const { t } = useTranslation();
  const feed = usePostFeed(sort);
  useLoadMoreOnScroll({
    hasMore: feed.hasNextPage && !feed.isFetchNextPageError,
    loading: feed.isFetching,
    onLoadMore: () => void feed.fetchNextPage(),
    loadedCount: feed.data?.pages.length ?? 0,
  });

  if (feed.isError && !feed.data) {
    return <ErrorState message={feed.error.message} onRetry={() => void feed.refetch()} />;
  }
  if (!feed.data) return <FeedSkeleton count={SKELETONS} />;
  const posts = flattenPages(feed.data.pages);
  if (posts.length === 0) {
    return (
      <div data-testid="joybook-empty">
        <EmptyState
          message={t("joybook.feed.empty")}
          action={
            <Link to="/chats" className={buttonClass("primary")}>
              <MessageSquareShare aria-hidden="true" className="size-4" />
              {t("joybook.feed.shareOne")}
            </Link>
          }
        />
      </div>
    );
  }
  const now = new Date();
  return (
    <div className="flex flex-col gap-3">
      <ul data-testid="joybook-feed" className={grid}>
        {posts.map((post) => (
          <li key={post.id} className="flex">
            <PostCard post={post} now={now} />
          </li>
        ))}
      </ul>
      {feed.isFetchingNextPage ? <FeedSkeleton count={3} /> : null}
      {feed.isFetchNextPageError ? (
        <ErrorState message={feed.error?.message ?? ""} onRetry={() => void feed.fetchNextPage()} />
      ) : null}
      {!feed.hasNextPage ? (
        <p className="py-4 text-center text-xs text-muted">{t("joybook.feed.end")}</p>
      ) : null}
    </div>
  );
}

/** /joydtl: Joybook, chats people shared publicly, newest first (docs/product.md#joybook). */
export default function Joybook() {
  const { t } = useTranslation();
  const title = t("joybook.title");
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = feedSort(searchParams);
  const changeSort = (next: PostSort) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === "newest") params.delete("sort");
        else params.set("sort", next);
        return params;
      },
      { replace: true },
    );
  return (
    <Page testId="joybook-screen" width="max-w-[1200px]" title={title} subtitle={t("joybook.subtitle")}>
      <ChoiceSwitch
        label={t("joybook.feed.sortLabel")}
        options={SORTS}
        value={sort}
        onChange={changeSort}
        labelOf={(option) => t(`joybook.feed.sort.${option}`)}
        testIdPrefix="joybook-sort"
      />
      <Feed sort={sort} />
    </Page>
  );
}
