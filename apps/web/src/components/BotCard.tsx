import type { BotCard as BotCardData } from "@fable/contract";
import { Heart, MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCount } from "../lib/formatCount";
import { chatPath } from "../lib/paths";
import { track } from "../lib/tracking/track";
import { Avatar } from "./Avatar";
import { Chip } from "./Chip";
import { Skeleton } from "./Skeleton";

const cardFrame =
  "flex flex-col overflow-hidden rounded-[12px] border border-border bg-surface transition duration-200 ease-out";

/** What a card shows; home cards and bot list/search records (lib/botListRecord) both provide it. */
export type BotCardView = Pick<
  BotCardData,
  "botId" | "botName" | "characterName" | "botDesc" | "avatar" | "chats" | "likes" | "isNew" | "activityTag"
>;

/** A character on home lists (UI.md "Bot card"): the whole card is one link to its chat. */
export function BotCard({ bot, onOpen }: { bot: BotCardView; onOpen?: () => void }) {
  const { t } = useTranslation();
  const name = bot.characterName || bot.botName;
  return (
    <Link
      to={chatPath(bot)}
      data-testid="bot-card"
      onClick={() => {
        track("bot_open", { botId: bot.botId, properties: { path: window.location.pathname } });
        onOpen?.();
      }}
      className={`${cardFrame} group hover:-translate-y-0.5 hover:border-accent/60 hover:bg-raised`}
    >
      <div className="relative aspect-[3/4] overflow-hidden bg-raised">
        <Avatar
          src={bot.avatar}
          alt={name || t("bot.avatarAlt")}
          className="size-full transition duration-200 ease-out group-hover:scale-[1.03]"
        />
        {bot.isNew || bot.activityTag ? (
          <div className="absolute top-2 left-2 flex max-w-[calc(100%-1rem)] flex-wrap gap-1">
            {bot.isNew ? <Chip tone="brand">{t("bot.new")}</Chip> : null}
            {bot.activityTag ? <Chip>#{bot.activityTag.tagName}</Chip> : null}
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="truncate text-sm font-semibold text-text">{name}</h3>
        <p className="line-clamp-2 min-h-8 text-xs leading-4 text-muted">{bot.botDesc}</p>
        <CardStats chats={bot.chats} likes={bot.likes} />
      </div>
    </Link>
  );
}

export function CardStats({ chats, likes }: { chats: number; likes: number }) {
  const { t } = useTranslation();
  return (
    <div className="mt-auto flex items-center gap-3 pt-1 text-xs text-muted">
      <span className="inline-flex items-center gap-1">
        <MessageCircle aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{t("bot.chatsLabel")}</span>
        {formatCount(chats)}
      </span>
      <span className="inline-flex items-center gap-1">
        <Heart aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{t("bot.likesLabel")}</span>
        {formatCount(likes)}
      </span>
    </div>
  );
}

export function BotCardSkeleton() {
  return (
    <div aria-hidden="true" className={cardFrame}>
      <Skeleton className="aspect-[3/4] rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-2/3" />
        <Skeleton className="mt-1 h-3 w-1/2" />
      </div>
    </div>
  );
}
