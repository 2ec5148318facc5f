import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClass } from "../../../components/Button";
import { EmptyState } from "../../../components/StateMessage";

const RewardedAdDialog = lazy(() =>
  import("../../../components/RewardedAdDialog").then((module) => ({ default: module.RewardedAdDialog })),
);

/**
 * A bot locked behind a rewarded ad (code 471, docs/product.md#rewarded-ads): watch an ad to unlock it
 * for a while, or upgrade to a plan without ads.
 */
export function AdsLocked({
  botId,
  message,
  onUnlocked,
}: {
  botId: string;
  message: string;
  onUnlocked: () => void;
}) {
  const { t } = useTranslation();
  const [watching, setWatching] = useState(false);
  return (
    <div data-testid="chat-ads-locked" className="mx-auto w-full max-w-[640px] p-4 md:p-8">
      <EmptyState
        message={message || t("ads.locked.message")}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button data-testid="watch-to-unlock" onClick={() => setWatching(true)}>
              {t("ads.locked.watch")}
            </Button>
            <Link to="/billing?tab=plans" className={buttonClass("secondary")}>
              {t("ads.locked.upgrade")}
            </Link>
          </div>
        }
      />
      {watching ? (
        <Suspense fallback={null}>
          <RewardedAdDialog
            open={watching}
            onOpenChange={setWatching}
            botId={botId}
            onRewarded={(reward) => {
              if (reward.unlockedBotId === botId) onUnlocked();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
