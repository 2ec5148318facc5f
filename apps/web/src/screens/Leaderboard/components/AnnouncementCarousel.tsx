import type { Activity } from "@fable/contract";
import { Megaphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Carousel } from "../../../components/Carousel";
import { formatCount } from "../../../lib/formatCount";
import { activityPath } from "../../../lib/paths";
import { markdownToPlainText } from "../../../lib/plainText";
import { useHomeContent } from "../../../queries/home";

function ActivitySlide({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const summary = markdownToPlainText(activity.description);
  return (
    <Link
      to={activityPath(activity)}
      data-testid="leaderboard-announcement"
      className="flex h-full flex-col gap-2 rounded-[12px] border border-accent/40 bg-linear-to-br from-accent/20 via-surface to-accent-pink/15 p-4 transition duration-200 ease-out hover:border-accent/70"
    >
      <span className="truncate text-base font-semibold">#{activity.tagName}</span>
      {summary ? <p className="line-clamp-3 text-sm text-muted">{summary}</p> : null}
      <p className="mt-auto text-xs text-muted">
        {t("home.activity.stats", {
          bots: formatCount(activity.botCount),
          chats: formatCount(activity.chatCount),
        })}
      </p>
    </Link>
  );
}

/**
 * There is no announcements API, so this shows the real current activities of the home content
 * (one slide each) and nothing at all when there are none.
 */
export function AnnouncementCarousel() {
  const { t } = useTranslation();
  const activities = useHomeContent().data?.activities ?? [];
  if (activities.length === 0) return null;
  return (
    <section aria-labelledby="leaderboard-announcements-title" data-testid="leaderboard-announcements">
      <h2 id="leaderboard-announcements-title" className="mb-2 flex items-center gap-2 text-sm font-semibold">
        <Megaphone aria-hidden="true" className="size-4 text-accent-soft" />
        {t("browse.leaderboard.announcements")}
      </h2>
      <Carousel label={t("browse.leaderboard.announcements")} slideClassName="basis-full" autoplay>
        {activities.map((activity) => (
          <ActivitySlide key={activity.id} activity={activity} />
        ))}
      </Carousel>
    </section>
  );
}
