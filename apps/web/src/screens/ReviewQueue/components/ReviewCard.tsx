import type { ReviewQueueItem } from "@fable/contract";
import { Check, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../components/Avatar";
import { Button } from "../../../components/Button";
import { MessageText } from "../../../components/MessageText";
import { VisibilityBadge } from "../../../components/ReviewBadge";
import { Skeleton } from "../../../components/Skeleton";
import { exactTime, timeAgo } from "../time";

export const reviewCardFrame =
  "flex flex-col gap-4 rounded-[12px] border border-border bg-surface p-4 md:p-5";
const label = "text-xs font-semibold tracking-wide text-muted uppercase";
/** Long descriptions start folded so the queue stays scannable. */
const OPEN_BELOW_CHARS = 600;

/** One bot waiting for a decision, with everything a reviewer needs to read. */
export function ReviewCard({
  item,
  now,
  onApprove,
  onReject,
}: {
  item: ReviewQueueItem;
  now: number;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const name = item.characterName || item.botName;

  return (
    <li data-testid="review-item" data-bot-id={item.botId} className={reviewCardFrame}>
      <div className="flex gap-4">
        <Avatar src={item.avatar} alt={name} className="size-20 shrink-0 rounded-[12px] text-2xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h2 className="truncate text-base font-semibold">{item.botName}</h2>
          {item.characterName && item.characterName !== item.botName ? (
            <p className="-mt-1 truncate text-xs text-muted">{item.characterName}</p>
          ) : null}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
            <VisibilityBadge visibility={item.visibility} />
            <Link
              to={`/profile/${encodeURIComponent(item.creator.userId)}`}
              className="truncate transition duration-150 ease-out hover:text-text"
            >
              {t("botProfile.by", { name: item.creator.userName })}
            </Link>
            <time dateTime={item.submittedAt} title={exactTime(item.submittedAt, language)}>
              {t("review.submitted", { time: timeAgo(item.submittedAt, now, language) })}
            </time>
          </div>
        </div>
      </div>
      {item.intro ? <p className="text-sm break-words whitespace-pre-line">{item.intro}</p> : null}
      {item.greeting ? (
        <div className="flex flex-col gap-1.5">
          <span className={label}>{t("botProfile.greeting")}</span>
          <div className="rounded-[12px] rounded-tl-[4px] border border-border bg-raised px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-wrap">
            <MessageText text={item.greeting} />
          </div>
        </div>
      ) : null}
      {item.description ? (
        <details open={item.description.length < OPEN_BELOW_CHARS} className="flex flex-col gap-1.5">
          <summary className={`${label} cursor-pointer`}>{t("botProfile.fields.description")}</summary>
          <p className="mt-1.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-muted">
            {item.description}
          </p>
        </details>
      ) : null}
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        <Button onClick={onApprove} data-testid="review-approve">
          <Check aria-hidden="true" className="size-4" />
          {t("review.approve")}
        </Button>
        <Button variant="dangerGhost" onClick={onReject} data-testid="review-reject">
          <X aria-hidden="true" className="size-4" />
          {t("review.reject")}
        </Button>
      </div>
    </li>
  );
}

export function ReviewCardSkeleton() {
  return (
    <li aria-hidden="true" className={reviewCardFrame}>
      <div className="flex gap-4">
        <Skeleton className="size-20 shrink-0 rounded-[12px]" />
        <div className="flex flex-1 flex-col gap-2 pt-1">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-2/3" />
        </div>
      </div>
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-16 w-full rounded-[12px]" />
      <div className="flex gap-2">
        <Skeleton className="h-10 w-28 rounded-full" />
        <Skeleton className="h-10 w-24 rounded-full" />
      </div>
    </li>
  );
}
