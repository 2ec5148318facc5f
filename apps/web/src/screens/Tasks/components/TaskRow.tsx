import type { Mission } from "@fable/contract";
import { Check, Coins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/Button";
import { useClaimMission } from "../../../queries/missions";
import { progressPercent, taskAction } from "../taskView";
import { missionText } from "./missionText";

/** One task: title, description, progress bar, reward and its Claim button or claimed mark. */
export function TaskRow({ mission }: { mission: Mission }) {
  const { t } = useTranslation();
  const claim = useClaimMission();
  const { title, description } = missionText(mission.id, t);
  const action = taskAction(mission);
  const percent = progressPercent(mission);

  return (
    <li
      data-testid={`task-${mission.id}`}
      data-state={mission.state}
      className="flex items-center gap-4 rounded-[12px] border border-border bg-surface px-4 py-3"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-text">{title}</p>
        {description ? <p className="mt-0.5 text-xs text-muted">{description}</p> : null}
        {action !== "automatic" ? (
          <div className="mt-2 flex items-center gap-3">
            <div
              role="progressbar"
              aria-label={title}
              aria-valuemin={0}
              aria-valuemax={mission.target}
              aria-valuenow={Math.min(mission.progress, mission.target)}
              className="h-1.5 flex-1 overflow-hidden rounded-full bg-raised"
            >
              <div
                className="h-full rounded-full bg-brand transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
            <span className="shrink-0 text-xs text-muted tabular-nums">
              {t("tasks.progress", {
                progress: Math.min(mission.progress, mission.target),
                target: mission.target,
              })}
            </span>
          </div>
        ) : null}
      </div>
      <span className="flex shrink-0 items-center gap-1 text-sm font-medium text-accent">
        <Coins aria-hidden="true" className="size-4" />
        {t(action === "automatic" ? "tasks.rewardEach" : "tasks.reward", { count: mission.reward })}
      </span>
      {action === "claim" ? (
        <Button
          size="sm"
          data-testid="task-claim"
          disabled={claim.isPending}
          onClick={() =>
            claim.mutate(mission.id, {
              onSuccess: (answer) => {
                if (answer.creditAmount > 0)
                  toast.success(t("tasks.claimedToast", { count: answer.creditAmount }));
              },
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {t("tasks.claim")}
        </Button>
      ) : action === "claimed" ? (
        <span
          data-testid="task-claimed"
          className="flex h-8 shrink-0 items-center gap-1 px-3 text-sm text-muted"
        >
          <Check aria-hidden="true" className="size-4" />
          {t("tasks.claimed")}
        </span>
      ) : null}
    </li>
  );
}
