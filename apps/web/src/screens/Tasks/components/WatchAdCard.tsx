import { Clapperboard } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { useRewardedConfig } from "../../../queries/ads";

const RewardedAdDialog = lazy(() =>
  import("../../../components/RewardedAdDialog").then((module) => ({ default: module.RewardedAdDialog })),
);

/** A rewarded ad to watch for credits, a few times a UTC day (docs/product.md#rewarded-ads); free plans only. */
export function WatchAdCard() {
  const { t } = useTranslation();
  const config = useRewardedConfig().data;
  const [open, setOpen] = useState(false);
  if (!config) return null;
  return (
    <section
      data-testid="watch-ad-card"
      className="flex items-center justify-between gap-3 rounded-[12px] border border-border bg-surface p-4"
    >
      <div className="flex items-center gap-3">
        <Clapperboard aria-hidden="true" className="size-5 text-accent-soft" />
        <div className="flex flex-col">
          <p className="text-sm font-medium">{t("tasks.watchAd.title", { count: config.credits })}</p>
          <p className="text-xs text-muted">{t("tasks.watchAd.hint", { count: config.dailyCap })}</p>
        </div>
      </div>
      <Button size="sm" variant="secondary" data-testid="watch-ad" onClick={() => setOpen(true)}>
        {t("tasks.watchAd.action")}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <RewardedAdDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
