import * as Popover from "@radix-ui/react-popover";
import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The model answering this chat; the embedded engine is labelled as such (ARCHITECTURE.md). */
export function ModelBadge({ label, offline }: { label: string; offline: boolean }) {
  const { t } = useTranslation();
  if (!offline) {
    return (
      <span data-testid="chat-model-badge" data-offline="false" className="truncate text-xs text-muted">
        {label}
      </span>
    );
  }
  return (
    <Popover.Root>
      <Popover.Trigger
        data-testid="chat-model-badge"
        data-offline="true"
        title={t("chat.offlineHint")}
        className="inline-flex max-w-full items-center gap-1 rounded-full border border-warning/40 bg-warning/10 px-2 py-0.5 text-xs text-amber-200 transition duration-150 ease-out hover:bg-warning/20"
      >
        <span className="truncate">{t("chat.offlineModel")}</span>
        <Info aria-hidden="true" className="size-3 shrink-0" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          data-testid="chat-model-hint"
          className="animate-fade-in z-50 w-[min(90vw,320px)] rounded-[12px] border border-border bg-raised p-3 text-sm leading-relaxed text-text shadow-xl"
        >
          <p className="font-medium">{label}</p>
          <p className="mt-1 text-muted">{t("chat.offlineHint")}</p>
          <Popover.Arrow className="fill-raised" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
