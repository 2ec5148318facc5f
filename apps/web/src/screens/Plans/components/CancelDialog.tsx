import { CANCEL_REASONS } from "@fable/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";
import { type CancelReason, useCancelSubscription } from "../../../queries/plans";
import { CANCEL_REASON_LABEL } from "../labels";

/** Cancelling asks why (PUT /pay/subscription/end); the plan keeps running to the end of its period. */
export function CancelDialog({
  open,
  onOpenChange,
  endsOn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  endsOn: string;
}) {
  const { t } = useTranslation();
  const [reasons, setReasons] = useState<CancelReason[]>([]);
  const [comment, setComment] = useState("");
  const cancel = useCancelSubscription();
  const toggle = (reason: CancelReason) =>
    setReasons((chosen) =>
      chosen.includes(reason) ? chosen.filter((item) => item !== reason) : [...chosen, reason],
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("plans.cancelTitle")}
      description={t("plans.cancelKeeps", { date: endsOn })}
      testId="cancel-dialog"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t("plans.cancelWhy")}</legend>
        {CANCEL_REASONS.map((reason) => (
          <label key={reason} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={reasons.includes(reason)} onChange={() => toggle(reason)} />
            {t(CANCEL_REASON_LABEL[reason])}
          </label>
        ))}
      </fieldset>
      {reasons.includes("other") ? (
        <textarea
          value={comment}
          maxLength={500}
          onChange={(event) => setComment(event.target.value)}
          aria-label={t("plans.cancelComment")}
          placeholder={t("plans.cancelComment")}
          className="min-h-20 rounded-[12px] border border-border bg-raised p-3 text-sm"
        />
      ) : null}
      {cancel.error ? <p className="text-sm text-danger">{cancel.error.message}</p> : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {t("plans.keepPlan")}
        </Button>
        <Button
          variant="danger"
          data-testid="cancel-confirm"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate({ reasons, comment }, { onSuccess: () => onOpenChange(false) })}
        >
          {t("plans.cancelConfirm")}
        </Button>
      </div>
    </Dialog>
  );
}
