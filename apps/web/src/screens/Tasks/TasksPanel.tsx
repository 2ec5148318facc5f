import type { MissionGroupId } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { ListSkeleton } from "../../components/Skeleton";
import { ErrorState } from "../../components/StateMessage";
import { useNoAds } from "../../queries/ads";
import { useMissions } from "../../queries/missions";
import { ReferralBlock } from "./components/ReferralBlock";
import { TaskRow } from "./components/TaskRow";
import { WatchAdCard } from "./components/WatchAdCard";
import { groupMissions } from "./taskView";

/**
 * The Tasks tab of /billing (docs/product.md#tasks): daily, special and referral tasks with their
 * progress as the server verified it, a Claim button for finished ones, and the invitation link.
 * Self-contained: the page that mounts it gives it nothing.
 */
export function TasksPanel() {
  const { t } = useTranslation();
  const missions = useMissions();
  const noAds = useNoAds();
  const groupTitle: Record<MissionGroupId, string> = {
    daily: t("tasks.groups.daily"),
    special: t("tasks.groups.special"),
    referral: t("tasks.groups.referral"),
  };

  if (missions.isError)
    return <ErrorState message={missions.error.message} onRetry={() => void missions.refetch()} />;
  if (!missions.data)
    return <ListSkeleton heights={["h-16", "h-16", "h-16", "h-16"]} label={t("common.loading")} />;

  return (
    <div data-testid="tasks-panel" className="flex flex-col gap-8">
      {noAds ? null : <WatchAdCard />}
      {groupMissions(missions.data).map((group) => (
        <section
          key={group.id}
          data-testid={`task-group-${group.id}`}
          aria-labelledby={`task-group-${group.id}`}
        >
          <div className="mb-3 flex items-baseline justify-between gap-3">
            <h2 id={`task-group-${group.id}`} className="text-base font-semibold text-text">
              {groupTitle[group.id]}
            </h2>
            {group.id === "daily" ? (
              <span className="text-xs text-muted">{t("tasks.dailyResets")}</span>
            ) : null}
          </div>
          {group.id === "referral" ? <ReferralBlock /> : null}
          <ul className={group.id === "referral" ? "mt-3 flex flex-col gap-2" : "flex flex-col gap-2"}>
            {group.missions.map((mission) => (
              <TaskRow key={mission.id} mission={mission} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
