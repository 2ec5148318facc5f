import type { ReviewSort } from "@fable/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { ChoiceSwitch } from "../../../components/ChoiceSwitch";
import { ListSkeleton } from "../../../components/Skeleton";
import { EmptyState, ErrorState } from "../../../components/StateMessage";
import { flattenPages } from "../../../lib/flattenPages";
import { isBotUnavailable } from "../../../queries/botProfile";
import { useReviewList } from "../../../queries/botReviews";
import { ReviewCard } from "./ReviewCard";
import { ReviewComposer } from "./ReviewComposer";
import { ReviewStats } from "./ReviewStats";

const SORTS: ReviewSort[] = ["newest", "top"];
const SKELETON_HEIGHTS = ["h-28", "h-28", "h-28"];

/**
 * The bot page's reviews (docs/product.md#review): totals, your review, and everyone's, newest or top
 * first. A bot the viewer may not open answers with the server's message instead of a list.
 */
export function ReviewsPanel({ botId }: { botId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [sort, setSort] = useState<ReviewSort>("newest");
  const list = useReviewList(botId, sort);
  const pages = list.data?.pages;
  const reviews = pages ? flattenPages(pages) : [];
  const myReview = pages?.[0]?.myReview ?? null;

  return (
    <section
      aria-labelledby={headingId}
      data-testid="reviews-panel"
      className="flex max-w-[760px] flex-col gap-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {t("reviews.title")}
        </h2>
        <ReviewStats botId={botId} />
      </div>
      {list.isError && isBotUnavailable(list.error) ? (
        <EmptyState message={list.error.message} />
      ) : (
        <>
          {pages ? (
            <ReviewComposer key={`${myReview?.id}:${myReview?.content}`} botId={botId} myReview={myReview} />
          ) : null}
          <ChoiceSwitch
            label={t("reviews.sortLabel")}
            options={SORTS}
            value={sort}
            onChange={setSort}
            labelOf={(option) => (option === "top" ? t("reviews.sort.top") : t("reviews.sort.newest"))}
            testIdPrefix="review-sort"
          />
          {pages ? (
            reviews.length > 0 ? (
              <ul data-testid="review-list" className="flex flex-col gap-3">
                {reviews.map((review) => (
                  <ReviewCard key={review.id} review={review} />
                ))}
              </ul>
            ) : (
              <EmptyState message={t("reviews.empty")} />
            )
          ) : list.isError ? (
            <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
          ) : (
            <ListSkeleton heights={SKELETON_HEIGHTS} label={t("common.loading")} />
          )}
          {list.hasNextPage ? (
            <Button
              variant="secondary"
              data-testid="review-more"
              className="self-center"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? t("common.loading") : t("reviews.more")}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
