import type { BotDetail } from "@fable/contract";
import { MessageCircle, Pencil } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../components/Avatar";
import { CardStats } from "../../../components/BotCard";
import { Button, buttonClass } from "../../../components/Button";
import { Chip } from "../../../components/Chip";
import { ExportCardMenu } from "../../../components/ExportCardMenu";
import { NeedsGreetingBadge, ReviewBadge, VisibilityBadge } from "../../../components/ReviewBadge";
import { canExportCard, editBlockedBy, editBotPath, reviewBadgeState } from "../../../lib/botReview";
import { chatPath } from "../../../lib/paths";
import { ReportButton } from "./ReportButton";

/** What only the creator sees: visibility, review state and why a reviewer said no. */
function OwnerState({ bot, noteId }: { bot: BotDetail; noteId: string }) {
  const { t } = useTranslation();
  const review = reviewBadgeState(bot.reviewStatus, bot.reviewReason);
  return (
    <div data-testid="owner-state" className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-1.5">
        <VisibilityBadge visibility={bot.visibility} />
        <ReviewBadge status={bot.reviewStatus} reason={bot.reviewReason} />
        {bot.needsGreeting ? <NeedsGreetingBadge /> : null}
      </div>
      {review?.kind === "inReview" ? (
        <p id={noteId} className="text-xs text-amber-300">
          {t("myBots.editInReview")}
        </p>
      ) : null}
      {review?.kind === "rejected" && review.reason ? (
        <p
          data-testid="rejection-reason"
          className="rounded-[8px] bg-danger/10 px-3 py-2 text-xs text-red-300"
        >
          {t("reviewBadge.rejectedReason", { reason: review.reason })}
        </p>
      ) : null}
    </div>
  );
}

export function ProfileHeader({ bot }: { bot: BotDetail }) {
  const { t, i18n } = useTranslation();
  const noteId = useId();
  const chinese = (i18n.resolvedLanguage ?? i18n.language).startsWith("zh");
  const showCharacter = bot.characterName && bot.characterName !== bot.botName;
  const editBlocked = editBlockedBy(bot);

  return (
    <section className="grid gap-6 md:grid-cols-[280px_minmax(0,1fr)] lg:grid-cols-[320px_minmax(0,1fr)]">
      <Avatar
        src={bot.avatar}
        alt={bot.characterName || bot.botName}
        lazy={false}
        className="mx-auto aspect-[3/4] w-full max-w-[220px] rounded-[12px] border border-border text-4xl md:mx-0 md:max-w-[320px]"
      />
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h1
            data-testid="profile-name"
            className="text-xl font-semibold tracking-tight break-words md:text-2xl"
          >
            {bot.botName}
          </h1>
          {showCharacter ? <p className="text-sm text-muted">{bot.characterName}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link
            to={`/profile/${encodeURIComponent(bot.creator.userId)}`}
            data-testid="profile-creator"
            className="inline-flex min-w-0 items-center gap-2 rounded-full text-sm text-muted transition duration-150 ease-out hover:text-text"
          >
            <Avatar
              src={bot.creator.avatar}
              alt={bot.creator.userName}
              className="size-7 shrink-0 rounded-full text-xs"
            />
            <span className="truncate">{t("botProfile.by", { name: bot.creator.userName })}</span>
          </Link>
          <CardStats chats={bot.chats} likes={bot.likes} />
        </div>
        {bot.isOwner ? <OwnerState bot={bot} noteId={noteId} /> : null}
        {bot.intro ? (
          <p className="text-sm leading-relaxed break-words whitespace-pre-line text-text/90 md:text-base">
            {bot.intro}
          </p>
        ) : null}
        {bot.categories.length > 0 || bot.tags.length > 0 ? (
          <div className="flex flex-wrap gap-1.5" data-testid="profile-tags">
            {bot.categories.map((category) => (
              <Link
                key={category.id}
                to={`/category/${encodeURIComponent(category.name)}`}
                className="rounded-full"
              >
                <Chip tone="accent">{chinese && category.nameZh ? category.nameZh : category.name}</Chip>
              </Link>
            ))}
            {bot.tags.map((tag) => (
              <Chip key={tag} className="bg-raised">
                #{tag}
              </Chip>
            ))}
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <Link
            to={chatPath(bot)}
            data-testid="profile-start-chat"
            className={buttonClass("primary", "md", "px-6")}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {t("botProfile.startChat")}
          </Link>
          {bot.isOwner && editBlocked ? (
            <Button variant="secondary" disabled aria-describedby={noteId} data-testid="profile-edit">
              <Pencil aria-hidden="true" className="size-4" />
              {t("myBots.edit")}
            </Button>
          ) : null}
          {bot.isOwner && !editBlocked ? (
            <Link
              to={editBotPath(bot.botId, bot.botType)}
              data-testid="profile-edit"
              className={buttonClass("secondary")}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t("myBots.edit")}
            </Link>
          ) : null}
          {canExportCard(bot) ? <ExportCardMenu bot={bot} /> : null}
          {bot.isOwner ? null : (
            <ReportButton target={{ type: "bot", id: bot.botId, name: bot.characterName || bot.botName }} />
          )}
        </div>
      </div>
    </section>
  );
}
