import type { ReviewQueueItem } from "@fable/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { buttonClass } from "../../components/Button";
import { EmptyState, ErrorState } from "../../components/StateMessage";
import { isReviewerOnly, type ReviewDecision, useDecideReview, useReviewQueue } from "../../queries/review";
import { RejectDialog } from "./components/RejectDialog";
import { ReviewCard, ReviewCardSkeleton } from "./components/ReviewCard";

const SKELETONS = 3;

/**
 * /admin/review: bots waiting for a reviewer (spec §4). Decisions take the bot off the list at once;
 * the server decides who may review, so anyone signed in may open the page and is told if not.
 */
export default function ReviewQueue() {
  const { t } = useTranslation();
  const queue = useReviewQueue();
  const decide = useDecideReview();
  const [rejecting, setRejecting] = useState<ReviewQueueItem | null>(null);
  const title = t("review.title");

  // Per-call promises, not mutate() callbacks: those fire only for the latest of several quick decisions.
  const send = (decision: ReviewDecision, name: string) =>
    decide.mutateAsync(decision).then(
      () =>
        toast.success(
          decision.decision === "approve" ? t("review.approved", { name }) : t("review.rejected", { name }),
        ),
      (error: Error) => toast.error(error.message),
    );

  const items = queue.data;
  return (
    <div
      data-testid="review-queue"
      className="mx-auto flex w-full max-w-[900px] flex-col gap-6 px-4 py-5 md:px-6 md:py-8"
    >
      <title>{t("app.pageTitle", { page: title })}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold tracking-tight md:text-2xl">{title}</h1>
        {items ? <p className="text-sm text-muted">{t("review.waiting", { count: items.length })}</p> : null}
      </header>
      {items ? (
        items.length > 0 ? (
          <ul className="flex flex-col gap-4" data-testid="review-list">
            {items.map((item) => (
              <ReviewCard
                key={item.botId}
                item={item}
                now={queue.dataUpdatedAt}
                onApprove={() => send({ botId: item.botId, decision: "approve" }, item.botName)}
                onReject={() => setRejecting(item)}
              />
            ))}
          </ul>
        ) : (
          <EmptyState message={t("review.empty")} />
        )
      ) : queue.isError ? (
        isReviewerOnly(queue.error) ? (
          <div data-testid="review-forbidden">
            <EmptyState
              message={t("review.forbidden")}
              action={
                <Link to="/" className={buttonClass("primary")}>
                  {t("common.backHome")}
                </Link>
              }
            />
          </div>
        ) : (
          <ErrorState message={queue.error.message} onRetry={() => void queue.refetch()} />
        )
      ) : (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t("common.loading")}</span>
          <ul className="flex flex-col gap-4">
            {Array.from({ length: SKELETONS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <ReviewCardSkeleton key={index} />
            ))}
          </ul>
        </div>
      )}
      <RejectDialog
        item={rejecting}
        onClose={() => setRejecting(null)}
        onReject={(item, reason) => {
          setRejecting(null);
          send({ botId: item.botId, decision: "reject", reason }, item.botName);
        }}
      />
    </div>
  );
}
