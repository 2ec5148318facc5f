import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, Download, FileImage, FileJson } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { CardFormat } from "../lib/cardExport";
import { useExportCard } from "../queries/myBots";
import { buttonClass } from "./Button";

export const menuClass =
  "animate-pop-in z-50 min-w-48 rounded-[12px] border border-border bg-surface p-1.5 shadow-2xl";
/** A round icon-only control (its label is in aria-label and title). */
export const iconButtonClass =
  "inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted transition duration-150 ease-out hover:bg-raised hover:text-text disabled:opacity-50";
export const menuItemClass =
  "flex min-h-10 cursor-pointer items-center gap-3 rounded-[8px] px-3 py-2 text-sm text-text outline-none select-none data-[highlighted]:bg-raised data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50";

/** Export a bot as a character card, PNG (with the avatar) or JSON, through the signed-in session. */
export function ExportCardMenu({
  bot,
  compact = false,
}: {
  bot: { botId: string; botName: string };
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const exportCard = useExportCard();
  const start = (format: CardFormat) =>
    exportCard.mutate({ bot, format }, { onError: (error) => toast.error(error.message) });

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="export-card-button"
        disabled={exportCard.isPending}
        aria-busy={exportCard.isPending}
        aria-label={compact ? t("myBots.export") : undefined}
        title={compact ? t("myBots.export") : undefined}
        className={compact ? iconButtonClass : buttonClass("secondary", "sm")}
      >
        <Download aria-hidden="true" className="size-4" />
        {compact ? null : t("myBots.export")}
        {compact ? null : <ChevronDown aria-hidden="true" className="size-3.5 text-muted" />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuClass}>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => start("png")} data-testid="export-png">
            <FileImage aria-hidden="true" className="size-4 text-muted" />
            {t("myBots.exportPng")}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={menuItemClass}
            onSelect={() => start("json")}
            data-testid="export-json"
          >
            <FileJson aria-hidden="true" className="size-4 text-muted" />
            {t("myBots.exportJson")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
