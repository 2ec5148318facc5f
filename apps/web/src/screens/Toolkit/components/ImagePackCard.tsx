import type { ImagePack } from "@fable/contract";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/Button";
import { useDeleteImagePack } from "../../../queries/imagePacks";
import { ConfirmDialog } from "../../Chat/components/ConfirmDialog";
import { StateChip } from "./VoicePackCard";

/**
 * One image pack in the Toolkit: cover, name, state (training, completed, failed with the reason),
 * how many pictures are usable, the server's warning, and delete (confirmed; not while training).
 */
export function ImagePackCard({ pack }: { pack: ImagePack }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteImagePack();
  return (
    <li
      data-testid="image-pack"
      data-pack-id={pack.id}
      className="flex gap-3 rounded-[12px] border border-border bg-surface p-4"
    >
      {pack.coverUrl ? (
        <img src={pack.coverUrl} alt="" className="h-24 w-18 shrink-0 rounded-[8px] object-cover" />
      ) : (
        <div aria-hidden="true" className="h-24 w-18 shrink-0 rounded-[8px] bg-raised" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h3 data-testid="image-pack-name" className="truncate font-semibold">
              {pack.name}
            </h3>
            <p className="text-xs text-muted">
              {pack.ratio} ·{" "}
              {t("imagePacks.pack.usable", { usable: pack.usableCount, count: pack.pictureCount })}
              {pack.botsUsing > 0 ? ` · ${t("imagePacks.pack.botsUsing", { count: pack.botsUsing })}` : ""}
            </p>
          </div>
          <StateChip state={pack.state} testId="image-pack-state" />
        </div>
        {pack.state === "failed" ? (
          <p data-testid="image-pack-failure" className="text-sm text-danger">
            {pack.failureReason || t("voice.pack.failedNoReason")}
          </p>
        ) : null}
        {pack.warning ? (
          <p data-testid="image-pack-warning" className="text-xs text-warning">
            {pack.warning}
          </p>
        ) : null}
        <div className="mt-auto flex">
          <Button
            variant="dangerGhost"
            size="sm"
            className="ml-auto"
            data-testid="image-pack-delete"
            disabled={remove.isPending || pack.state === "training"}
            title={pack.state === "training" ? t("voice.pack.locked") : undefined}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" className="size-3.5" />
            {t("voice.pack.delete")}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("voice.pack.confirmDelete.title", { name: pack.name })}
        description={t("imagePacks.pack.confirmDelete")}
        confirmLabel={t("voice.pack.delete")}
        danger
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(pack.id, {
            onSuccess: () => toast.success(t("voice.pack.deleted")),
            onError: (error) => toast.error(error.message || t("voice.pack.actionFailed")),
          });
        }}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
