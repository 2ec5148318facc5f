import type { RewardedCreative, WatchReward } from "@fable/contract";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { secondsLeft } from "../lib/countdown";
import { useClaimWatch, useRewardedConfig, useStartWatch } from "../queries/ads";
import { useCreditCount } from "../queries/credits";
import { Button, buttonClass } from "./Button";
import { Dialog } from "./Dialog";

/** Ticks once a quarter second until `total` seconds from `startedAt` have passed. */
function useSecondsLeft(startedAt: number | null, total: number) {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(startedAt, now, total);
  useEffect(() => {
    if (startedAt === null || left === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [startedAt, left]);
  return left;
}

/** What the watch shows: the operator's video or picture, or Fable's own card (discover creators, upgrade). */
function Creative({ creative }: { creative: RewardedCreative }) {
  const { t } = useTranslation();
  if (creative.kind === "video" && creative.url)
    return (
      <video
        src={creative.url}
        autoPlay
        muted
        playsInline
        className="aspect-video w-full rounded-[12px] bg-black"
      />
    );
  if (creative.kind === "image" && creative.url)
    return <img src={creative.url} alt={t("ads.rewarded.creativeAlt")} className="w-full rounded-[12px]" />;
  return (
    <div
      data-testid="rewarded-house-card"
      className="flex flex-col gap-3 rounded-[12px] border border-border bg-raised p-5 text-center"
    >
      <p className="text-base font-semibold">{t("ads.rewarded.houseTitle")}</p>
      <p className="text-sm text-muted">{t("ads.rewarded.houseBody")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/leaderboard" className={buttonClass("secondary", "sm")}>
          {t("ads.rewarded.discover")}
        </Link>
        <Link to="/billing?tab=plans" className={buttonClass("secondary", "sm")}>
          {t("ads.rewarded.upgrade")}
        </Link>
      </div>
    </div>
  );
}

/**
 * The rewarded ad (docs/product.md#rewarded-ads): opening starts a watch on the server, the creative
 * shows with a countdown, then Claim grants the credits (and unlocks `botId` when given).
 */
export function RewardedAdDialog({
  open,
  onOpenChange,
  botId = null,
  onRewarded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  botId?: string | null;
  onRewarded?: (reward: WatchReward) => void;
}) {
  const { t } = useTranslation();
  const config = useRewardedConfig().data;
  const credits = useCreditCount().data;
  const start = useStartWatch();
  const claim = useClaimWatch();
  const [watch, setWatch] = useState<{ id: string; startedAt: number; seconds: number } | null>(null);
  const startedFor = useRef(false);
  const left = useSecondsLeft(watch?.startedAt ?? null, watch?.seconds ?? 0);

  useEffect(() => {
    if (!open) {
      startedFor.current = false;
      setWatch(null);
      return;
    }
    if (startedFor.current) return;
    startedFor.current = true;
    start.mutate(botId, {
      onSuccess: (process) =>
        setWatch({ id: process.watchId ?? "", startedAt: Date.now(), seconds: process.secondsLeft }),
    });
  }, [open, botId, start]);

  const onClaim = () => {
    if (!watch) return;
    claim.mutate(watch.id, {
      onSuccess: (reward) => {
        toast.success(t("ads.rewarded.granted", { count: reward.creditAmount }));
        onRewarded?.(reward);
        onOpenChange(false);
      },
    });
  };

  const failure = start.error ?? claim.error;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("ads.rewarded.title")}
      testId="rewarded-ad-dialog"
    >
      {config ? <Creative creative={config.creative} /> : null}
      {config ? (
        <p className="text-sm text-muted">
          {t("ads.rewarded.earn", { count: config.credits })}
          {credits ? ` · ${t("ads.rewarded.balance", { count: credits.creditAmount })}` : null}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure.message}
        </p>
      ) : null}
      {watch && !start.error ? (
        left > 0 ? (
          <p data-testid="rewarded-countdown" className="text-center text-sm" aria-live="polite">
            {t("ads.rewarded.countdown", { count: left })}
          </p>
        ) : (
          <Button data-testid="rewarded-claim" onClick={onClaim} disabled={claim.isPending}>
            {t("ads.rewarded.claim")}
          </Button>
        )
      ) : null}
    </Dialog>
  );
}
