import { ResponseCode } from "@fable/contract";
import { MessageCircle, Sparkles, UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiError } from "../../api/errors";
import { BotGrid, BotGridSkeleton } from "../../components/BotGrid";
import { buttonClass } from "../../components/Button";
import { Markdown } from "../../components/Markdown";
import { Skeleton } from "../../components/Skeleton";
import { EmptyState, ErrorState } from "../../components/StateMessage";
import { formatCount } from "../../lib/formatCount";
import { parseMarkdown, withoutRepeatedTitle } from "../../lib/markdown";
import { leadingId } from "../../lib/paths";
import { useActivityDetail } from "../../queries/activity";

const page = "mx-auto flex w-full max-w-[1200px] flex-col gap-8 px-4 py-5 md:px-6 md:py-8";

/** An unknown id answers "This activity does not exist" as a 404; a malformed one as a 400. */
const isActivityMissing = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 404 || error.status === 400 || error.code === ResponseCode.NOT_FOUND);

function NotFound() {
  const { t } = useTranslation();
  return (
    <div data-testid="activity-not-found">
      <EmptyState
        message={t("people.activity.notFound")}
        action={
          <Link to="/" className={buttonClass("primary")}>
            {t("common.backHome")}
          </Link>
        }
      />
    </div>
  );
}

function ActivitySkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-8">
      <span className="sr-only">{t("common.loading")}</span>
      <div className="flex flex-col gap-3 rounded-[16px] border border-border p-6">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
      <BotGridSkeleton />
    </div>
  );
}

/**
 * /activity/{activeId}-{activeName}: an event's story and the characters taking part
 * (docs/product.md#activity-page).
 */
export default function Activity() {
  const { t } = useTranslation();
  const activityId = leadingId(useParams().activity);
  const detail = useActivityDetail(activityId);
  const activity = detail.data;

  return (
    <div data-testid="activity-screen" className={page}>
      <title>
        {t("app.pageTitle", { page: activity ? `#${activity.tagName}` : t("features.activity") })}
      </title>
      {activityId === null || (detail.isError && isActivityMissing(detail.error)) ? (
        <NotFound />
      ) : activity ? (
        <>
          <section className="flex flex-col gap-4 rounded-[16px] border border-accent/40 bg-linear-to-br from-accent/20 via-surface to-accent-pink/15 p-5 md:p-8">
            <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-accent-soft uppercase">
              <Sparkles aria-hidden="true" className="size-4" />
              {t("home.activity.label")}
            </span>
            <h1 data-testid="activity-title" className="text-2xl font-semibold break-words md:text-3xl">
              #{activity.tagName}
            </h1>
            <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted" data-testid="activity-stats">
              <span className="inline-flex items-center gap-1.5">
                <UsersRound aria-hidden="true" className="size-4" />
                {t("people.activity.bots", {
                  count: activity.botCount,
                  formatted: formatCount(activity.botCount),
                })}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <MessageCircle aria-hidden="true" className="size-4" />
                {t("people.activity.chats", {
                  count: activity.chatCount,
                  formatted: formatCount(activity.chatCount),
                })}
              </span>
            </div>
            {activity.description.trim() ? (
              <div data-testid="activity-description" className="max-w-3xl">
                <Markdown
                  blocks={withoutRepeatedTitle(parseMarkdown(activity.description), activity.tagName)}
                />
              </div>
            ) : null}
          </section>
          <section aria-labelledby="activity-bots-title" className="flex flex-col gap-4">
            <h2 id="activity-bots-title" className="text-lg font-semibold md:text-xl">
              {t("people.activity.botsTitle")}
            </h2>
            {activity.activityBots.length > 0 ? (
              <BotGrid testId="activity-bots" bots={activity.activityBots} />
            ) : (
              <EmptyState
                message={t("people.activity.noBots")}
                action={
                  <Link to="/create/bot" className={buttonClass("primary")}>
                    {t("people.activity.createBot")}
                  </Link>
                }
              />
            )}
          </section>
        </>
      ) : detail.isError ? (
        <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />
      ) : (
        <ActivitySkeleton />
      )}
    </div>
  );
}
