import { CircleAlert, CircleStop, MessageCircleDashed, RotateCw, StepForward } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import type { Failure } from "../conversation";

/** The action that tries the failed turn again: Continue when continuing failed, else Regenerate. */
const RETRY_ACTIONS = {
  continue: { testId: "chat-continue", Icon: StepForward, label: "chat.actions.continue" },
  regenerate: { testId: "chat-regenerate", Icon: RotateCw, label: "chat.actions.regenerate" },
} as const;

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
  const retry = RETRY_ACTIONS[failure.retry === "continue" ? "continue" : "regenerate"];
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
      <Button
        variant="secondary"
        size="sm"
        data-testid={retry.testId}
        disabled={busy}
        onClick={onRetry}
        className="ml-auto"
      >
        <retry.Icon aria-hidden="true" className="size-3.5" />
        {t(retry.label)}
      </Button>
    </div>
  );
}
