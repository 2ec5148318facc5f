import type { BotDetail } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../components/Avatar";

/** The start of a conversation: who this character is and who made it. */
export function ChatIntro({
  name,
  avatar,
  bot,
}: {
  name: string;
  avatar: string;
  bot?: BotDetail | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="chat-intro" className="flex flex-col items-center gap-2 px-4 pt-4 pb-2 text-center">
      <Avatar
        src={avatar}
        alt={name}
        lazy={false}
        className="size-20 rounded-full border border-border text-2xl"
      />
      <p className="text-lg font-semibold">{name}</p>
      {bot ? (
        <Link
          to={`/profile/${encodeURIComponent(bot.creator.userId)}`}
          className="rounded-md text-sm text-muted transition duration-150 ease-out hover:text-text"
        >
          {t("chat.by", { name: bot.creator.userName })}
        </Link>
      ) : null}
      {bot?.intro ? (
        <p className="line-clamp-3 max-w-[560px] text-sm leading-relaxed break-words text-muted">
          {bot.intro}
        </p>
      ) : null}
    </div>
  );
}
