import type { ReviewQueueItem } from "@fable/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";

const REASON_MAX = 500;

/** A rejection needs a reason: the creator reads it beside the Rejected badge. */
export function RejectDialog({
  item,
  onClose,
  onReject,
}: {
  item: ReviewQueueItem | null;
  onClose: () => void;
  onReject: (item: ReviewQueueItem, reason: string) => void;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [reason, setReason] = useState("");
  const trimmed = reason.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!item || !trimmed) return;
    onReject(item, trimmed);
    setReason("");
  };

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("review.rejectTitle", { name: item?.botName ?? "" })}
      description={t("review.reasonHint")}
      testId="reject-dialog"
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {t("review.reason")}
        </label>
        <textarea
          id={fieldId}
          data-testid="reject-reason"
          value={reason}
          maxLength={REASON_MAX}
          rows={4}
          required
          onChange={(event) => setReason(event.target.value)}
          className="-mt-2 w-full resize-y rounded-[12px] border border-border bg-bg px-3 py-2 text-sm text-text placeholder:text-muted focus:border-accent focus:outline-none"
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t("review.cancel")}
          </Button>
          <Button type="submit" variant="danger" disabled={!trimmed} data-testid="reject-confirm">
            {t("review.reject")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
