import type { MyBot, PdfDocumentInfo } from "@fable/contract";
import { BotType } from "@fable/contract";
import { Eye, MessageCircle, Pencil, Play } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../components/Avatar";
import { CardStats } from "../../../components/BotCard";
import { Button, buttonClass } from "../../../components/Button";
import { ExportCardMenu, iconButtonClass } from "../../../components/ExportCardMenu";
import { NeedsGreetingBadge, ReviewBadge, VisibilityBadge } from "../../../components/ReviewBadge";
import { Skeleton } from "../../../components/Skeleton";
import {
  adventurePath,
  botProfilePath,
  editBlockedBy,
  editBotPath,
  reviewBadgeState,
} from "../../../lib/botReview";
import { chatPath } from "../../../lib/paths";
import { PdfStateBadge } from "../../CreatePdf/components/PdfStateBadge";
import { VisibilityMenu } from "./VisibilityMenu";

const frame = "flex flex-col gap-3 rounded-[12px] border border-border bg-surface p-4";

/** One of the creator's bots with its state and everything they can do with it. */
export function MyBotCard({ bot, documents }: { bot: MyBot; documents: PdfDocumentInfo[] }) {
  const { t } = useTranslation();
  const noteId = useId();
  const blocked = editBlockedBy(bot);
  const review = reviewBadgeState(bot.reviewStatus, bot.reviewReason);
  const profile = botProfilePath(bot.botId);
  // A text adventure is shown by its story title, with its character's name below.
  const isStory = bot.botType === BotType.STORY;
  const heading = isStory && bot.storyTitle ? bot.storyTitle : bot.botName;
  const showCharacter = isStory ? true : bot.characterName && bot.characterName !== bot.botName;

  return (
    <li data-testid="my-bot" data-bot-id={bot.botId} className={frame}>
      <div className="flex gap-3">
        <Link to={profile} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar src={bot.avatar} alt={bot.botName} className="size-16 rounded-full text-lg" />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h2 className="truncate text-base font-semibold">
            <Link to={profile} className="transition duration-150 ease-out hover:text-accent-soft">
              {heading}
            </Link>
          </h2>
          {showCharacter ? <p className="-mt-1 truncate text-xs text-muted">{bot.characterName}</p> : null}
          <div className="flex flex-wrap gap-1.5">
            <VisibilityBadge visibility={bot.visibility} />
            <ReviewBadge status={bot.reviewStatus} reason={bot.reviewReason} />
            {bot.needsGreeting ? <NeedsGreetingBadge /> : null}
          </div>
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0 items-start">
          <ExportCardMenu bot={bot} compact />
          <Link
            to={profile}
            aria-label={t("myBots.viewProfile")}
            title={t("myBots.viewProfile")}
            data-testid="my-bot-profile"
            className={iconButtonClass}
          >
            <Eye aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
      {bot.intro ? <p className="line-clamp-2 text-sm text-muted">{bot.intro}</p> : null}
      {review?.kind === "rejected" && review.reason ? (
        <p
          data-testid="rejection-reason"
          className="rounded-[8px] bg-danger/10 px-3 py-2 text-xs text-red-300"
        >
          {t("reviewBadge.rejectedReason", { reason: review.reason })}
        </p>
      ) : null}
      {blocked ? (
        <p id={noteId} className="text-xs text-amber-300">
          {t("myBots.editInReview")}
        </p>
      ) : null}
      {documents.map((document) => (
        <PdfStateBadge key={document.documentId} document={document} canRetry />
      ))}
      <CardStats chats={bot.chats} likes={bot.likes} />
      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
        <Link
          to={isStory ? adventurePath(bot.botId) : chatPath(bot)}
          data-testid="my-bot-chat"
          className={buttonClass("primary", "sm")}
        >
          {isStory ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <MessageCircle aria-hidden="true" className="size-4" />
          )}
          {isStory ? t("createResult.play") : t("myBots.chat")}
        </Link>
        {blocked ? (
          <Button variant="secondary" size="sm" disabled aria-describedby={noteId} data-testid="my-bot-edit">
            <Pencil aria-hidden="true" className="size-4" />
            {t("myBots.edit")}
          </Button>
        ) : (
          <Link
            to={editBotPath(bot.botId, bot.botType)}
            data-testid="my-bot-edit"
            className={buttonClass("secondary", "sm")}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t("myBots.edit")}
          </Link>
        )}
        <VisibilityMenu bot={bot} />
      </div>
    </li>
  );
}

export function MyBotCardSkeleton() {
  return (
    <li aria-hidden="true" className={frame}>
      <div className="flex gap-3">
        <Skeleton className="size-16 shrink-0 rounded-full" />
        <div className="flex flex-1 flex-col gap-2 pt-1">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3 rounded-full" />
        </div>
      </div>
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-3 w-4/5" />
      <div className="flex gap-2 border-t border-border pt-3">
        <Skeleton className="h-8 w-20 rounded-full" />
        <Skeleton className="h-8 w-16 rounded-full" />
        <Skeleton className="h-8 w-24 rounded-full" />
      </div>
    </li>
  );
}
