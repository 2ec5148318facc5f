import type { ReviewItem } from "@fable/contract";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Avatar } from "../../../components/Avatar";
import { Button } from "../../../components/Button";
import { Chip } from "../../../components/Chip";
import { profilePath } from "../../../lib/paths";
import { postDate } from "../../../lib/postDate";
import { useDeleteReview } from "../../../queries/botReviews";
import { ConfirmDialog } from "../../Chat/components/ConfirmDialog";
import { toastFailure } from "../../Chat/toastFailure";
import { ReviewVotes } from "./ReviewVotes";

/** One review: author, date, the words as written (plain text, never HTML), votes and delete. */
export function ReviewCard({ review }: { review: ReviewItem }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const remove = useDeleteReview(review.botId);
  const [confirming, setConfirming] = useState(false);
  const author = { userId: review.author.userId, userName: review.author.userName };

  // A promise, not mutate() callbacks: the card unmounts once the refreshed list no longer has it.
  const deleteReview = () => {
    setConfirming(false);
    remove.mutateAsync(review.id).then(() => toast.success(t("reviews.deleted")), toastFailure);
  };

  return (
    <li
      data-testid="bot-review"
      data-review-id={review.id}
      data-mine={review.mine ? "true" : undefined}
      className="flex flex-col gap-3 rounded-[12px] border border-border bg-surface p-4"
    >
      <div className="flex items-center gap-2 text-sm">
        <Link
          to={profilePath(author)}
          data-testid="review-author"
          className="inline-flex min-w-0 items-center gap-2 rounded-full font-medium hover:underline"
        >
          <Avatar
            src={review.author.avatar}
            alt={review.author.userName}
            className="size-7 shrink-0 rounded-full text-xs"
          />
          <span className="truncate">{review.author.userName}</span>
        </Link>
        {review.mine ? <Chip tone="accent">{t("reviews.yours")}</Chip> : null}
        <time dateTime={review.createdAt} className="ml-auto shrink-0 text-xs text-muted">
          {postDate(review.createdAt, new Date(), locale)}
        </time>
      </div>
      <p data-testid="review-content" className="text-sm leading-relaxed break-words whitespace-pre-line">
        {review.content}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <ReviewVotes review={review} />
        {review.canDelete ? (
          <Button
            variant="dangerGhost"
            size="sm"
            data-testid="review-delete"
            className="ml-auto"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("reviews.delete")}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("reviews.deleteTitle")}
        description={review.mine ? t("reviews.deleteOwnDescription") : t("reviews.deleteDescription")}
        confirmLabel={t("reviews.delete")}
        danger
        onConfirm={deleteReview}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
