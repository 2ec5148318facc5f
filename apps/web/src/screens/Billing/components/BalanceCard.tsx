import { Coins, Gift, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/Button";
import { Skeleton } from "../../../components/Skeleton";
import { ErrorState } from "../../../components/StateMessage";
import { creditTime } from "../../../lib/credits";
import { claimMarker, hasValidatedEmail, utcDay } from "../../../lib/dailyReward";
import { useClaimDailyReward, useCreditCount } from "../../../queries/credits";
import { useUserInfo } from "../../../queries/user";
import { useDailyRewardStore } from "../../../stores/dailyReward";

/** "Claim today's reward": the same claim the app makes on load, for a user who wants it now. */
function ClaimButton() {
  const { t } = useTranslation();
  const info = useUserInfo().data;
  const lastClaim = useDailyRewardStore((state) => state.lastClaim);
  const claim = useClaimDailyReward();
  const validated = info ? hasValidatedEmail(info) : false;
  const today = utcDay(new Date());
  const claimedToday = info !== undefined && lastClaim === claimMarker(info.id, today);

  const onClaim = () => {
    if (!info) return;
    claim.mutate(undefined, {
      onSuccess: (reward) => {
        useDailyRewardStore.getState().markClaimed(claimMarker(info.id, today));
        if (reward.creditAmount > 0)
          toast.success(t("billing.credits.claimed", { count: reward.creditAmount }));
        else toast(t("billing.credits.alreadyClaimed"));
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <div className="flex flex-col items-start gap-1.5 md:items-end">
      <Button
        onClick={onClaim}
        disabled={!validated || claimedToday || claim.isPending}
        data-testid="credits-claim"
        data-claimed={claimedToday}
      >
        {claim.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Gift aria-hidden="true" className="size-4" />
        )}
        {claimedToday ? t("billing.credits.claimedToday") : t("billing.credits.claim")}
      </Button>
      {info && !validated ? <p className="text-xs text-muted">{t("billing.credits.needEmail")}</p> : null}
    </div>
  );
}

/** The balance, what expires next and when, and the daily reward's button. */
export function BalanceCard() {
  const { t, i18n } = useTranslation();
  const count = useCreditCount();
  const locale = i18n.resolvedLanguage ?? i18n.language;

  if (count.isError) return <ErrorState message={count.error.message} onRetry={() => void count.refetch()} />;

  return (
    <section
      data-testid="credits-balance-card"
      className="flex flex-col gap-4 rounded-[12px] border border-border bg-surface p-5 md:flex-row md:items-center md:justify-between md:p-6"
    >
      <div className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gold/15 text-gold">
          <Coins aria-hidden="true" className="size-6" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-sm text-muted">{t("billing.credits.balance")}</h2>
          {count.data ? (
            <p data-testid="credits-balance" className="text-3xl font-semibold tabular-nums">
              {count.data.creditAmount}
            </p>
          ) : (
            <Skeleton className="h-9 w-20" />
          )}
          {count.data ? (
            <p data-testid="credits-next-expiry" className="text-sm text-muted">
              {count.data.nextExpiry
                ? t("billing.credits.nextExpiry", {
                    count: count.data.nextExpiry.amount,
                    time: creditTime(count.data.nextExpiry.at, locale),
                  })
                : t("billing.credits.noExpiry")}
            </p>
          ) : (
            <Skeleton className="h-4 w-48" />
          )}
        </div>
      </div>
      <ClaimButton />
    </section>
  );
}
