import type { BotDetail } from "@fable/contract";
import { CircleCheck, CircleX, Globe, Hourglass, Link2, Lock, MessageCircle, Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Avatar } from "../../components/Avatar";
import { buttonClass } from "../../components/Button";
import { Skeleton } from "../../components/Skeleton";
import { EmptyState, ErrorState } from "../../components/StateMessage";
import { adventurePath, editBotPath } from "../../lib/botReview";
import { chatPath } from "../../lib/paths";
import { useCreatedBot } from "../../queries/creation";
import { readBotId } from "../CreateBot/botId";

const VISIBILITY_ICONS = { public: Globe, unlisted: Link2, private: Lock } as const;

function ReviewState({ bot }: { bot: BotDetail }) {
  const { t } = useTranslation();
  if (bot.reviewStatus === "pending") {
    return (
      <div data-testid="result-review" data-status="pending" className="flex flex-col items-center gap-1">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-warning/15 px-3 py-1 text-sm font-medium text-warning">
          <Hourglass aria-hidden="true" className="size-4" />
          {t("createResult.inReview")}
        </span>
        <p className="max-w-sm text-sm text-muted">{t("createResult.inReviewBody")}</p>
      </div>
    );
  }
  if (bot.reviewStatus === "rejected") {
    return (
      <div data-testid="result-review" data-status="rejected" className="flex flex-col items-center gap-1">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-danger/15 px-3 py-1 text-sm font-medium text-danger">
          <CircleX aria-hidden="true" className="size-4" />
          {t("createResult.rejected")}
        </span>
        {bot.reviewReason ? <p className="max-w-sm text-sm text-muted">{bot.reviewReason}</p> : null}
      </div>
    );
  }
  return (
    <span
      data-testid="result-review"
      data-status="approved"
      className="inline-flex items-center gap-1.5 rounded-full bg-success/15 px-3 py-1 text-sm font-medium text-success"
    >
      <CircleCheck aria-hidden="true" className="size-4" />
      {t("createResult.published")}
    </span>
  );
}

function Result({ bot }: { bot: BotDetail }) {
  const { t } = useTranslation();
  const name = bot.botName || bot.characterName;
  const VisibilityIcon = VISIBILITY_ICONS[bot.visibility];
  const editPath = editBotPath(bot.botId, bot.botType);
  const createPath = editPath.slice(0, editPath.indexOf("?"));
  return (
    <div className="flex flex-col items-center gap-5 rounded-[12px] border border-border bg-surface px-6 py-8 text-center">
      <Avatar src={bot.avatar} alt={name} lazy={false} className="size-28 rounded-full text-3xl" />
      <div className="flex flex-col items-center gap-1.5">
        <h2 className="text-lg font-semibold" data-testid="result-name">
          {name}
        </h2>
        <span className="inline-flex items-center gap-1.5 text-sm text-muted" data-testid="result-visibility">
          <VisibilityIcon aria-hidden="true" className="size-4" />
          {t(`create.visibility.${bot.visibility}`)}
        </span>
      </div>
      <ReviewState bot={bot} />
      <div className="flex w-full flex-col gap-2 sm:w-auto">
        {bot.isStoryBot ? (
          <Link
            to={adventurePath(bot.botId)}
            className={buttonClass("primary", "md", "h-11")}
            data-testid="result-play"
          >
            <Play aria-hidden="true" className="size-4" />
            {t("createResult.play")}
          </Link>
        ) : (
          <Link to={chatPath(bot)} className={buttonClass("primary", "md", "h-11")} data-testid="result-chat">
            <MessageCircle aria-hidden="true" className="size-4" />
            {t("createResult.chatNow")}
          </Link>
        )}
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Link to={`/botProfile/${encodeURIComponent(bot.botId)}`} className={buttonClass("secondary")}>
            {t("createResult.viewProfile")}
          </Link>
          <Link to={editPath} className={buttonClass("secondary")} data-testid="result-edit">
            {t("createResult.edit")}
          </Link>
          <Link to="/mine" className={buttonClass("secondary")}>
            {t("createResult.myBots")}
          </Link>
          <Link to={createPath} className={buttonClass("secondary")} data-testid="result-another">
            {t("createResult.another")}
          </Link>
        </div>
      </div>
    </div>
  );
}

function ResultSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      className="flex flex-col items-center gap-4 rounded-[12px] border border-border bg-surface px-6 py-8"
    >
      <span className="sr-only">{t("common.loading")}</span>
      <Skeleton className="size-28 rounded-full" />
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-11 w-56 rounded-full" />
    </div>
  );
}

/** `/create/result?botId=…`: the saved bot, its review state, and where to go next. */
export default function CreateResult() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const botId = readBotId(params.get("botId"));
  const bot = useCreatedBot(botId);

  return (
    <div
      data-testid="create-result"
      className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-8 md:py-12"
    >
      <title>{t("app.pageTitle", { page: t("createResult.title") })}</title>
      <h1 className="text-center text-xl font-semibold tracking-tight md:text-2xl">
        {t("createResult.title")}
      </h1>
      {!botId ? (
        <EmptyState
          message={t("createResult.missing")}
          action={
            <Link to="/create/bot" className={buttonClass("primary")}>
              {t("createResult.another")}
            </Link>
          }
        />
      ) : bot.data ? (
        <Result bot={bot.data} />
      ) : bot.isError ? (
        <ErrorState message={bot.error.message} onRetry={() => void bot.refetch()} />
      ) : (
        <ResultSkeleton />
      )}
    </div>
  );
}
