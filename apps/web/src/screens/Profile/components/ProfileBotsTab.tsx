import { PROFILE_PIN_MAX, type ProfileBot } from "@fable/contract";
import { clsx } from "clsx";
import { Pin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { BotCard } from "../../../components/BotCard";
import { BotGrid, BotGridSkeleton } from "../../../components/BotGrid";
import { buttonClass } from "../../../components/Button";
import { Chip } from "../../../components/Chip";
import { ReviewBadge, VisibilityBadge } from "../../../components/ReviewBadge";
import { EmptyState, ErrorState } from "../../../components/StateMessage";
import { usePinBot, useProfileBots } from "../../../queries/profile";
import { LoadMore } from "./LoadMore";

const cornerButton =
  "absolute top-2 right-2 z-10 inline-flex size-8 items-center justify-center rounded-full border border-white/10 bg-black/60 text-text backdrop-blur-sm transition duration-150 ease-out hover:bg-black/80 disabled:opacity-50";

/** The owner's pin toggle, laid over the card's corner (beside the card's link, not inside it). */
function PinToggle({
  bot,
  userId,
  pinLimitReached,
}: {
  bot: ProfileBot;
  userId: string;
  pinLimitReached: boolean;
}) {
  const { t } = useTranslation();
  const pin = usePinBot(userId);
  const name = bot.characterName || bot.botName;
  const blocked = !bot.pinned && pinLimitReached;
  const label = blocked
    ? t("people.profile.pinLimit", { max: PROFILE_PIN_MAX })
    : t(bot.pinned ? "people.profile.unpin" : "people.profile.pin", { name });
  return (
    <button
      type="button"
      data-testid="profile-pin-toggle"
      aria-pressed={bot.pinned}
      aria-label={label}
      title={label}
      disabled={pin.isPending || blocked}
      onClick={() =>
        pin.mutate({ botId: bot.botId, pin: !bot.pinned }, { onError: (error) => toast.error(error.message) })
      }
      // Pinned reads as a filled accent pin; the label says what a press does.
      className={clsx(cornerButton, bot.pinned && "border-accent bg-accent text-white hover:bg-accent")}
    >
      <Pin aria-hidden="true" className={clsx("size-4", bot.pinned && "fill-current")} />
    </button>
  );
}

function ProfileBotItem({
  bot,
  userId,
  isSelf,
  pinLimitReached,
}: {
  bot: ProfileBot;
  userId: string;
  isSelf: boolean;
  pinLimitReached: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li
      data-testid="profile-bot"
      data-bot-id={bot.botId}
      data-pinned={bot.pinned}
      className="flex flex-col gap-1.5"
    >
      <div className="relative">
        <BotCard bot={bot} />
        {isSelf ? (
          <PinToggle bot={bot} userId={userId} pinLimitReached={pinLimitReached} />
        ) : bot.pinned ? (
          <span className="pointer-events-none absolute top-2 right-2">
            <Chip tone="accent">
              <Pin aria-hidden="true" className="mr-1 size-3" />
              {t("people.profile.pinned")}
            </Chip>
          </span>
        ) : null}
      </div>
      {isSelf && (bot.visibility !== "public" || bot.reviewStatus !== "approved") ? (
        <div className="flex flex-wrap gap-1">
          {bot.visibility !== "public" ? <VisibilityBadge visibility={bot.visibility} /> : null}
          <ReviewBadge status={bot.reviewStatus} />
        </div>
      ) : null}
    </li>
  );
}

/** The Bots tab: pinned first; the owner sees every bot and pins up to PROFILE_PIN_MAX of them. */
export function ProfileBotsTab({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const { t } = useTranslation();
  const bots = useProfileBots(userId);
  if (bots.isError) return <ErrorState message={bots.error.message} onRetry={() => void bots.refetch()} />;
  if (!bots.data) return <BotGridSkeleton />;
  const list = bots.data.pages.flatMap((page) => page.list);
  if (list.length === 0) {
    return (
      <EmptyState
        message={t(isSelf ? "people.profile.noBotsSelf" : "people.profile.noBots")}
        action={
          isSelf ? (
            <Link to="/create/bot" className={buttonClass("primary")}>
              {t("people.profile.createBot")}
            </Link>
          ) : undefined
        }
      />
    );
  }
  const pinLimitReached = list.filter((bot) => bot.pinned).length >= PROFILE_PIN_MAX;
  return (
    <div className="flex flex-col gap-4">
      {isSelf ? (
        <p className="text-xs text-muted">{t("people.profile.pinHint", { max: PROFILE_PIN_MAX })}</p>
      ) : null}
      <BotGrid testId="profile-bots">
        {list.map((bot) => (
          <ProfileBotItem
            key={bot.botId}
            bot={bot}
            userId={userId}
            isSelf={isSelf}
            pinLimitReached={pinLimitReached}
          />
        ))}
      </BotGrid>
      <LoadMore {...bots} />
    </div>
  );
}
