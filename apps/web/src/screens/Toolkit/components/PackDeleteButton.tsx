import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/Button";
import { ConfirmDialog } from "../../Chat/components/ConfirmDialog";

/**
 * Delete for a pack of either kind, after a confirmation; locked while the pack trains (spec §4:
 * training is not stopped). `remove` runs the kind's delete mutation.
 */
export function PackDeleteButton({
  name,
  training,
  pending,
  testId,
  description,
  remove,
}: {
  name: string;
  training: boolean;
  pending: boolean;
  testId: string;
  /** What deleting takes away, in the dialog. */
  description: string;
  remove: (callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="dangerGhost"
        size="sm"
        className="ml-auto"
        data-testid={testId}
        disabled={pending || training}
        title={training ? t("voice.pack.locked") : undefined}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" className="size-3.5" />
        {t("voice.pack.delete")}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t("voice.pack.confirmDelete.title", { name })}
        description={description}
        confirmLabel={t("voice.pack.delete")}
        danger
        onConfirm={() => {
          setConfirming(false);
          remove({
            onSuccess: () => toast.success(t("voice.pack.deleted")),
            onError: (error) => toast.error(error.message || t("voice.pack.actionFailed")),
          });
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
