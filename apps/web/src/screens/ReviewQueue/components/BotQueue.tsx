import type { ReviewDecisionInput, ReviewQueueItem } from "@fable/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { EmptyState, ErrorState } from "../../../components/StateMessage";
import { isReviewerOnly, useDecideReview, useReviewQueue } from "../../../queries/review";
import { RejectDialog } from "./RejectDialog";
import { ReviewCard, ReviewCardSkeleton } from "./ReviewCard";
import { ReviewerOnly } from "./ReviewerOnly";

const SKELETONS = 3;

/**
 * Bots waiting for a decision (docs/product.md#review-queue). Decisions take the bot off the list at once.
 */
export function BotQueue() {
  const { t } = useTranslation();
  const queue = useReviewQueue();
  const decide = useDecideReview();
  const [rejecting, setRejecting] = useState<ReviewQueueItem | null>(null);

  // Per-call promises, not mutate() callbacks: those fire only for the latest of several quick decisions.
  const send = (decision: ReviewDecisionInput, name: string) =>
    decide.mutateAsync(decision).then(
      () =>
        toast.success(
          decision.decision === "approve" ? t("review.approved", { name }) : t("review.rejected", { name }),
        ),
      (error: Error) => toast.error(error.message),
    );

  const items = queue.data;
  return (
    <div className="flex flex-col gap-4">
      {items ? <p className="text-sm text-muted">{t("review.waiting", { count: items.length })}</p> : null}
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
          <ReviewerOnly />
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
