import { CircleAlert, CircleStop, MessageCircleDashed, RotateCw, StepForward } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import type { Failure } from "../conversation";

/**
 * Under a turn that got no reply: the server's message (or "stopped") and a Regenerate action — or
 * Continue again, when continuing the reply failed.
 */
export function FailureNote({
  failure,
  busy,
  onRetry,
}: {
  failure: Failure;
  busy: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const calm = failure.reason !== "error";
  const Icon =
    failure.reason === "stopped"
      ? CircleStop
      : failure.reason === "unanswered"
        ? MessageCircleDashed
        : CircleAlert;
  return (
    <div
      role={calm ? "status" : "alert"}
      data-testid="chat-error"
      data-reason={failure.reason}
      className={
        calm
          ? "mt-1 flex max-w-full flex-wrap items-center gap-2 rounded-[12px] border border-border bg-surface px-3 py-2 text-sm text-muted"
          : "mt-1 flex max-w-full flex-wrap items-center gap-2 rounded-[12px] border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-red-200"
      }
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 break-words">
        {failure.reason === "error"
          ? failure.message || t("chat.replyFailed")
          : failure.reason === "stopped"
            ? t("chat.stopped")
            : t("chat.unanswered")}
      </span>
      {failure.retry === "continue" ? (
        <Button
          variant="secondary"
          size="sm"
          data-testid="chat-continue"
          disabled={busy}
          onClick={onRetry}
          className="ml-auto"
        >
          <StepForward aria-hidden="true" className="size-3.5" />
          {t("chat.actions.continue")}
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          data-testid="chat-regenerate"
          disabled={busy}
          onClick={onRetry}
          className="ml-auto"
        >
          <RotateCw aria-hidden="true" className="size-3.5" />
          {t("chat.actions.regenerate")}
        </Button>
      )}
    </div>
  );
}
