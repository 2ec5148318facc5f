import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  danger,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      description={description}
      testId="chat-confirm-dialog"
    >
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t("chat.cancel")}
        </Button>
        <Button variant={danger ? "danger" : "primary"} data-testid="chat-confirm" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
