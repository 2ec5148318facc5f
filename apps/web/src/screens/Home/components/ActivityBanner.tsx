import type { Activity } from "@fable/contract";
import { ChevronRight, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../components/Avatar";
import { formatCount } from "../../../lib/formatCount";
import { activityPath } from "../../../lib/paths";
import { markdownToPlainText } from "../../../lib/plainText";

const PREVIEW_AVATARS = 5;

/** The current event (first activity only, docs/product.md#home), linking to its page. */
export function ActivityBanner({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const summary = markdownToPlainText(activity.description);
  return (
    <Link
      to={activityPath(activity)}
      data-testid="home-activity"
      className="group relative flex flex-col gap-4 overflow-hidden rounded-[16px] border border-accent/40 bg-linear-to-br from-accent/20 via-surface to-accent-pink/15 p-5 transition duration-200 ease-out hover:-translate-y-0.5 hover:border-accent/70 md:flex-row md:items-center md:p-6"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-accent-soft uppercase">
          <Sparkles aria-hidden="true" className="size-4" />
          {t("home.activity.label")}
        </span>
        <h2 className="truncate text-xl font-semibold md:text-2xl">#{activity.tagName}</h2>
        {summary ? <p className="line-clamp-2 text-sm text-muted">{summary}</p> : null}
        <p className="text-xs text-muted">
          {t("home.activity.stats", {
            bots: formatCount(activity.botCount),
            chats: formatCount(activity.chatCount),
          })}
        </p>
      </div>
      <div className="flex items-center gap-4">
        {activity.activityBots.length > 0 ? (
          <div className="flex -space-x-3">
            {activity.activityBots.slice(0, PREVIEW_AVATARS).map((bot) => (
              <Avatar
                key={bot.botId}
                src={bot.avatar}
                alt={bot.characterName || t("bot.avatarAlt")}
                className="size-10 rounded-full border-2 border-surface text-sm"
              />
            ))}
          </div>
        ) : null}
        <span className="inline-flex h-9 items-center gap-1 rounded-full bg-brand px-4 text-sm font-semibold text-white">
          {t("home.activity.join")}
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      </div>
    </Link>
  );
}
