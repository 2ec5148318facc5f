import { Laugh, MessageSquareText, ThumbsDown, ThumbsUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/formatCount";
import { useReviewStat } from "../../../queries/botReviews";

/** GET /bot/reviews/getStat beside the heading: review count and vote totals (nothing while loading). */
export function ReviewStats({ botId }: { botId: string }) {
  const { t } = useTranslation();
  const stat = useReviewStat(botId).data;
  if (!stat) return null;
  const items = [
    {
      key: "reviews",
      icon: MessageSquareText,
      value: stat.reviews,
      label: t("reviews.stats.reviews", { count: stat.reviews }),
    },
    {
      key: "likes",
      icon: ThumbsUp,
      value: stat.likes,
      label: t("reviews.stats.likes", { count: stat.likes }),
    },
    {
      key: "dislikes",
      icon: ThumbsDown,
      value: stat.dislikes,
      label: t("reviews.stats.dislikes", { count: stat.dislikes }),
    },
    { key: "funs", icon: Laugh, value: stat.funs, label: t("reviews.stats.funs", { count: stat.funs }) },
  ];
  return (
    <ul data-testid="review-stats" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
      {items.map(({ key, icon: Icon, value, label }) => (
        <li key={key} title={label} className="inline-flex items-center gap-1.5">
          <Icon aria-hidden="true" className="size-4" />
          <span className="sr-only">{label}</span>
          <span aria-hidden="true" data-testid={`review-stat-${key}`} className="tabular-nums text-text">
            {formatCount(value)}
          </span>
        </li>
      ))}
    </ul>
  );
}
