import * as Popover from "@radix-ui/react-popover";
import { clsx } from "clsx";
import { ChevronDown, Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useModelScenes } from "../../../queries/chatSettings";
import { ModelPicker } from "./ModelPicker";

/**
 * The model answering this chat, which opens the model picker; the embedded engine is labelled as such
 * (ARCHITECTURE.md). Once the scenes are loaded (or one was chosen) they name the model in use.
 */
export function ModelBadge({ label, offline }: { label: string; offline: boolean }) {
  const { t } = useTranslation();
  const info = useModelScenes(false).data;
  const chosen = info?.scenes.find((scene) => scene.id === info.selected);
  const isOffline = chosen ? chosen.offline : offline;
  const name = chosen ? chosen.label : label;

  return (
    <Popover.Root>
      <Popover.Trigger
        data-testid="chat-model-badge"
        data-offline={isOffline}
        aria-label={t("chat.model.open", { name: isOffline ? t("chat.offlineModel") : name })}
        title={isOffline ? t("chat.offlineHint") : undefined}
        className={clsx(
          "inline-flex max-w-full items-center gap-1 rounded-full text-xs transition duration-150 ease-out",
          isOffline
            ? "border border-warning/40 bg-warning/10 px-2 py-0.5 text-amber-200 hover:bg-warning/20"
            : "text-muted hover:text-text",
        )}
      >
        <span className="truncate">{isOffline ? t("chat.offlineModel") : name}</span>
        {isOffline ? (
          <Info aria-hidden="true" className="size-3 shrink-0" />
        ) : (
          <ChevronDown aria-hidden="true" className="size-3 shrink-0" />
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          data-testid="chat-model-picker"
          className="animate-fade-in z-50 w-[min(92vw,340px)] rounded-[12px] border border-border bg-surface p-1.5 text-text shadow-2xl"
        >
          <ModelPicker offline={isOffline} />
          <Popover.Arrow className="fill-surface" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
