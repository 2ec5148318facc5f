import type { Gender } from "@fable/contract";
import { clsx } from "clsx";
import { Check, RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";
import { Skeleton } from "../../../components/Skeleton";
import { useAvatarGenPrice, useGenerateAvatars } from "../../../queries/creation";

/** Four generated candidates to pick one from (POST /ai/roleInfo/generateAvatars). */
export function GenerateAvatarsDialog({
  open,
  onOpenChange,
  name,
  gender,
  style,
  offline,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  gender: Gender | null;
  style: string;
  offline: boolean;
  onPick: (url: string) => void;
}) {
  const { t } = useTranslation();
  const generate = useGenerateAvatars();
  const price = useAvatarGenPrice().data?.yourPrice;
  const [chosen, setChosen] = useState<string | null>(null);
  const { mutate, reset } = generate;

  const run = () => {
    setChosen(null);
    mutate({ name: name.trim(), gender, ...(style ? { style } : {}) });
  };

  // A fresh set each time the dialog opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on opening only
  useEffect(() => {
    if (open) run();
    else reset();
  }, [open]);

  const avatars = generate.data?.avatars ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={offline ? t("create.avatar.offlineTitle") : t("create.avatar.generateTitle")}
      description={offline ? t("create.avatar.offlineHint") : undefined}
      testId="create-generate-dialog"
    >
      <div className="grid grid-cols-2 gap-3" aria-busy={generate.isPending || undefined}>
        {generate.isPending
          ? Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              <Skeleton key={index} className="aspect-square rounded-[12px]" />
            ))
          : avatars.map((url, index) => (
              <button
                key={url}
                type="button"
                aria-pressed={chosen === url}
                aria-label={t("create.avatar.candidate", { number: index + 1 })}
                onClick={() => setChosen(url)}
                className={clsx(
                  "relative aspect-square overflow-hidden rounded-[12px] border-2 transition duration-150 ease-out",
                  chosen === url ? "border-accent" : "border-transparent hover:border-accent/50",
                )}
              >
                <img src={url} alt="" className="size-full object-cover" />
                {chosen === url ? (
                  <span className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-brand text-white">
                    <Check aria-hidden="true" className="size-4" />
                  </span>
                ) : null}
              </button>
            ))}
      </div>
      {generate.isError ? (
        <p role="alert" className="text-sm text-danger">
          {generate.error.message || t("create.avatar.generateFailed")}
        </p>
      ) : null}
      <div className="flex justify-between gap-2">
        {price !== undefined ? (
          <p data-testid="avatar-price" className="mr-auto self-center text-xs text-muted">
            {price === 0 ? t("create.avatar.freeOnPlan") : t("create.avatar.costs", { count: price })}
          </p>
        ) : null}
        <Button variant="ghost" onClick={run} disabled={generate.isPending}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t("create.avatar.again")}
        </Button>
        <Button
          disabled={!chosen}
          data-testid="create-generate-use"
          onClick={() => {
            if (!chosen) return;
            onPick(chosen);
            onOpenChange(false);
          }}
        >
          {t("create.avatar.useThis")}
        </Button>
      </div>
    </Dialog>
  );
}
