import type { ModelSceneInfo } from "@fable/contract";
import { clsx } from "clsx";
import { Check, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Skeleton } from "../../../components/Skeleton";
import { formatCount } from "../../../lib/formatCount";
import { useChooseModelScene, useModelScenes } from "../../../queries/chatSettings";
import { toastFailure } from "../toastFailure";

const row =
  "flex w-full items-center gap-3 rounded-[8px] px-3 py-2 text-left text-sm transition duration-150 ease-out enabled:hover:bg-raised disabled:cursor-not-allowed";

function SceneRow({
  scene,
  selected,
  pending,
  onChoose,
}: {
  scene: ModelSceneInfo["scenes"][number];
  selected: boolean;
  pending: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const name = scene.offline ? t("chat.offlineModel") : scene.label;
  return (
    <li>
      <button
        type="button"
        data-testid="chat-model-option"
        data-scene-id={scene.id}
        aria-pressed={selected}
        disabled={!scene.available || pending}
        onClick={onChoose}
        className={row}
      >
        <span className="flex min-w-0 flex-1 flex-col">
          <span className={clsx("truncate", scene.available ? "text-text" : "text-muted")}>{name}</span>
          <span className="truncate text-xs text-muted">
            {scene.available
              ? t("chat.model.context", { tokens: formatCount(scene.contextWindow) })
              : t("chat.model.upgrade")}
          </span>
        </span>
        {selected ? (
          <Check aria-hidden="true" className="size-4 shrink-0 text-accent-soft" />
        ) : scene.available ? null : (
          <Lock aria-hidden="true" className="size-4 shrink-0 text-muted" />
        )}
      </button>
    </li>
  );
}

/**
 * The models to choose from (GET /model/scene/getModelSceneInfo). Scenes the plan does not allow are
 * shown, disabled, with an upgrade hint; the offline engine keeps its label and how to connect a model.
 */
export function ModelPicker({ offline }: { offline: boolean }) {
  const { t } = useTranslation();
  const info = useModelScenes(true);
  const choose = useChooseModelScene();
  const selected = info.data?.scenes.find((scene) => scene.id === info.data?.selected);
  const showsOfflineHint = selected ? selected.offline : offline;

  return (
    <div className="flex flex-col gap-2">
      <p className="px-3 pt-1 text-xs font-semibold tracking-wide text-muted uppercase">
        {t("chat.model.title")}
      </p>
      {showsOfflineHint ? (
        <p data-testid="chat-model-hint" className="px-3 text-sm leading-relaxed text-muted">
          {t("chat.offlineHint")}
        </p>
      ) : null}
      {info.isError ? (
        <p role="alert" className="px-3 pb-1 text-sm text-red-300">
          {info.error.message}
        </p>
      ) : !info.data ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-1 px-3 pb-1">
          <span className="sr-only">{t("common.loading")}</span>
          <Skeleton className="h-10 w-full rounded-[8px]" />
          <Skeleton className="h-10 w-full rounded-[8px]" />
        </div>
      ) : (
        <ul className="flex flex-col gap-0.5" aria-label={t("chat.model.title")}>
          {info.data.scenes.map((scene) => (
            <SceneRow
              key={scene.id}
              scene={scene}
              selected={scene.id === info.data.selected}
              pending={choose.isPending}
              onChoose={() => {
                if (scene.id === info.data.selected) return;
                choose.mutate(scene.id, {
                  onSuccess: () =>
                    toast.success(
                      t("chat.model.chosen", { name: scene.offline ? t("chat.offlineModel") : scene.label }),
                    ),
                  onError: toastFailure,
                });
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
