import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./Button";

/** The server's message with one retry action (UI.md: error states). */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-[12px] border border-border bg-surface px-6 py-10 text-center"
    >
      <p className="max-w-md text-base text-text">{message || t("common.loadFailed")}</p>
      <Button variant="secondary" onClick={onRetry} data-testid="retry-button">
        <RotateCw aria-hidden="true" className="size-4" />
        {t("common.retry")}
      </Button>
    </div>
  );
}

/** A friendly message with at most one clear action (UI.md: empty states). */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-[12px] border border-dashed border-border px-6 py-10 text-center">
      <p className="max-w-md text-sm text-muted">{message}</p>
      {action}
    </div>
  );
}
