import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { AdminOnly } from "../../components/AdminOnly";
import { Button } from "../../components/Button";
import { Page } from "../../components/Page";
import { ListSkeleton } from "../../components/Skeleton";
import { ErrorState } from "../../components/StateMessage";
import { isAdminOnly, useAdminModels, useProbeModels } from "../../queries/adminModels";
import { toastFailure } from "../Chat/toastFailure";
import { SceneCard } from "./components/SceneCard";
import { USAGE_WINDOWS, usageWindowOf } from "./modelsView";

/**
 * /admin/models: every model scene with what the probe found (at start-up or on Re-check), a test
 * message, and its token usage per day. The server decides who is an admin, so anyone signed in may
 * open the page and is told if not.
 */
export default function AdminModels() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const days = usageWindowOf(search.get("days"));
  const list = useAdminModels(days);
  const probe = useProbeModels();
  const title = t("adminModels.title");
  const checking = (sceneId: string) =>
    probe.isPending && (probe.variables === undefined || probe.variables === sceneId);
  const recheck = (sceneId?: string) =>
    probe.mutate(sceneId, {
      onSuccess: () => toast.success(t("adminModels.rechecked")),
      onError: toastFailure,
    });
  const chooseDays = (value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("days", value);
        return next;
      },
      { replace: true },
    );

  let body: ReactNode;
  if (list.isError && isAdminOnly(list.error)) body = <AdminOnly testId="models-forbidden" />;
  else if (list.isError)
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <ListSkeleton heights={["h-64", "h-64"]} label={t("common.loading")} />;
  else
    body = (
      <>
        <div className="flex flex-wrap items-center gap-3">
          <p className="min-w-0 flex-1 text-sm text-muted">
            {list.data.probeAtStart ? t("adminModels.probeAtStartOn") : t("adminModels.probeAtStartOff")}
          </p>
          <label className="flex items-center gap-2 text-sm text-muted">
            {t("adminModels.usage.window")}
            <select
              value={days}
              onChange={(event) => chooseDays(event.target.value)}
              data-testid="models-usage-window"
              className="h-9 rounded-full border border-border bg-raised px-3 text-sm text-text focus:border-accent focus:outline-none"
            >
              {USAGE_WINDOWS.map((window) => (
                <option key={window} value={window}>
                  {t("adminModels.usage.days", { days: window })}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => recheck()}
            disabled={probe.isPending}
            data-testid="models-recheck-all"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t("adminModels.recheckAll")}
          </Button>
        </div>
        <ul className="flex flex-col gap-4">
          {list.data.scenes.map((scene) => (
            <SceneCard
              key={scene.id}
              scene={scene}
              days={list.data.days}
              rechecking={checking(scene.id)}
              onRecheck={() => recheck(scene.id)}
            />
          ))}
        </ul>
      </>
    );

  return (
    <Page
      testId="admin-models"
      width="max-w-[900px]"
      title={title}
      subtitle={t("adminModels.intro")}
      spacing="roomy"
    >
      {body}
    </Page>
  );
}
