import type { ImagePack } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { useDeleteImagePack } from "../../../queries/imagePacks";
import { PackDeleteButton } from "./PackDeleteButton";
import { StateChip } from "./VoicePackCard";

/**
 * One image pack in the Toolkit: cover, name, state (training, completed, failed with the reason),
 * how many pictures are usable, the server's warning, and delete (confirmed; not while training).
 */
export function ImagePackCard({ pack }: { pack: ImagePack }) {
  const { t } = useTranslation();
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
          <PackDeleteButton
            name={pack.name}
            training={pack.state === "training"}
            pending={remove.isPending}
            testId="image-pack-delete"
            description={t("imagePacks.pack.confirmDelete")}
            remove={(callbacks) => remove.mutate(pack.id, callbacks)}
          />
        </div>
      </div>
    </li>
  );
}
