import { SEARCH_LIMITS } from "@fable/contract";
import { Eye, EyeOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/Button";
import { ListSkeleton } from "../../../components/Skeleton";
import { EmptyState, ErrorState } from "../../../components/StateMessage";
import { isReviewerOnly, useHidePopularSearch, usePopularSearchReview } from "../../../queries/review";
import { toastFailure } from "../../Chat/toastFailure";
import { popularSearchState } from "../queueTabs";
import { ReviewerOnly } from "./ReviewerOnly";

/** The reviewers' Popular searches tab: the most searched texts, each of which can be hidden or shown again. */
export function PopularSearchQueue() {
  const { t } = useTranslation();
  const list = usePopularSearchReview();
  const change = useHidePopularSearch();

  const setHidden = (query: string, hidden: boolean) =>
    change.mutate(
      { query, hidden },
      {
        onSuccess: () =>
          toast.success(t(hidden ? "reviews.queue.hiddenToast" : "reviews.queue.shownToast", { query })),
        onError: toastFailure,
      },
    );

  if (list.isError && isReviewerOnly(list.error)) return <ReviewerOnly />;
  if (list.isError) return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <ListSkeleton heights={["h-14", "h-14", "h-14"]} label={t("common.loading")} />;
  return (
    <div className="flex flex-col gap-4" data-testid="popular-search-queue">
      <p className="text-sm text-muted">
        {t("reviews.queue.searchesIntro", { count: SEARCH_LIMITS.popularMinSearchers })}
      </p>
      {list.data.length === 0 ? (
        <EmptyState message={t("reviews.queue.searchesEmpty")} />
      ) : (
        <ul className="flex flex-col gap-2">
          {list.data.map((entry) => {
            const state = popularSearchState(entry);
            return (
              <li
                key={entry.query}
                data-testid="popular-search-entry"
                data-query={entry.query}
                data-state={state}
                className="flex items-center gap-3 rounded-[12px] border border-border bg-surface px-4 py-3"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="truncate font-medium">{entry.query}</span>
                  <span className="text-xs text-muted">
                    {t("reviews.queue.searchers", { count: entry.searchers })} ·{" "}
                    {t(`reviews.queue.state.${state}`)}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  data-testid="popular-search-toggle"
                  disabled={change.isPending && change.variables?.query === entry.query}
                  onClick={() => setHidden(entry.query, !entry.hidden)}
                >
                  {entry.hidden ? (
                    <Eye aria-hidden="true" className="size-4" />
                  ) : (
                    <EyeOff aria-hidden="true" className="size-4" />
                  )}
                  {entry.hidden ? t("reviews.queue.show") : t("reviews.queue.hide")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
