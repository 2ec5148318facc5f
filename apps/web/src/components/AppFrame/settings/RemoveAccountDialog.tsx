import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useRemovalDelayDays, useRemoveAccount } from "../../../queries/account";
import { useUiStore } from "../../../stores/ui";
import { Button } from "../../Button";
import { Dialog } from "../../Dialog";

/**
 * Account removal confirmation (docs/product.md#account-removal): confirm is enabled only once the box is
 * ticked; the account is removed after the configured delay, and signing in before then cancels it.
 */
export default function RemoveAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const checkboxId = useId();
  const [understood, setUnderstood] = useState(false);
  const days = useRemovalDelayDays();
  const remove = useRemoveAccount({
    onRemoved: () => {
      onOpenChange(false);
      useUiStore.getState().setSettingsOpen(false);
      toast.success(t("settings.removal.scheduled", { count: days }), { duration: 6000 });
    },
  });

  const confirm = () => remove.mutate(undefined, { onError: (error) => toast.error(error.message) });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("settings.removal.title")}
      description={t("settings.removal.body", { count: days })}
      testId="remove-account-dialog"
    >
      <label htmlFor={checkboxId} className="flex cursor-pointer items-start gap-3 text-sm text-text">
        <input
          id={checkboxId}
          type="checkbox"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
          data-testid="remove-account-check"
          className="mt-0.5 size-4 shrink-0 accent-[#ef4444]"
        />
        {t("settings.removal.check")}
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t("settings.removal.cancel")}
        </Button>
        <Button
          variant="danger"
          onClick={confirm}
          disabled={!understood || remove.isPending}
          data-testid="remove-account-confirm"
        >
          {t("settings.removal.confirm")}
        </Button>
      </div>
    </Dialog>
  );
}
