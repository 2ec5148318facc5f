import { type ReviewItem, ReviewVote, type ReviewVoteValue } from "@fable/contract";
import { clsx } from "clsx";
import { Laugh, type LucideIcon, ThumbsDown, ThumbsUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/formatCount";
import { nextVote, useVoteReview } from "../../../queries/botReviews";
import { useIsSignedIn } from "../../../stores/auth";
import { openLogin } from "../../../stores/login";
import { toastFailure } from "../../Chat/toastFailure";

const VOTES: {
  vote: ReviewVoteValue;
  name: "like" | "dislike" | "fun";
  icon: LucideIcon;
  count: keyof ReviewItem;
}[] = [
  { vote: ReviewVote.LIKE, name: "like", icon: ThumbsUp, count: "likes" },
  { vote: ReviewVote.DISLIKE, name: "dislike", icon: ThumbsDown, count: "dislikes" },
  { vote: ReviewVote.FUN, name: "fun", icon: Laugh, count: "funs" },
];

/**
 * Like, dislike and fun with their counts; the viewer's vote is highlighted and clicking it again takes
 * it back. Authors cannot vote on their own review (the server refuses), so theirs only shows counts.
 */
export function ReviewVotes({ review }: { review: ReviewItem }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const vote = useVoteReview(review.botId);

  const choose = (clicked: ReviewVoteValue) => {
    if (!signedIn) return openLogin("review_vote");
    vote.mutate({ reviewId: review.id, vote: nextVote(review.myVote, clicked) }, { onError: toastFailure });
  };

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="review-votes">
      {VOTES.map(({ vote: value, name, icon: Icon, count }) => {
        const chosen = review.myVote === value;
        const total = review[count] as number;
        const label = t(`reviews.vote.${name}`, { count: total });
        return (
          <button
            key={name}
            type="button"
            data-testid={`review-vote-${name}`}
            aria-pressed={review.mine ? undefined : chosen}
            aria-label={label}
            title={label}
            disabled={review.mine || vote.isPending}
            onClick={() => choose(value)}
            className={clsx(
              "inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm transition duration-150 ease-out disabled:cursor-default",
              chosen
                ? "border-accent/60 bg-accent/15 text-text"
                : "border-border text-muted enabled:hover:border-accent/40 enabled:hover:text-text",
            )}
          >
            <Icon aria-hidden="true" className={clsx("size-4", chosen && "text-accent-soft")} />
            <span data-testid={`review-vote-${name}-count`} className="tabular-nums">
              {formatCount(total)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
