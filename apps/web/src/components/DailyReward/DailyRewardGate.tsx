import { useEffect, useRef, useState } from "react";
import {
  claimMarker,
  msUntilNextUtcDay,
  shouldClaimDailyReward,
  shouldShowDailyReward,
  utcDay,
} from "../../lib/dailyReward";
import { useClaimDailyReward } from "../../queries/credits";
import { useUserInfo } from "../../queries/user";
import { lazyScreen } from "../../routes/lazyScreen";
import { useIsSignedIn } from "../../stores/auth";
import { useDailyRewardStore } from "../../stores/dailyReward";
import { useLoginStore } from "../../stores/login";
import { useMembershipStore } from "../../stores/membership";

// Fetched only when a reward was granted; its strings are in the screens catalogs (billing.*.json).
const DailyRewardModal = lazyScreen(() => import("./DailyRewardModal"));

/**
 * Claims today's daily reward once a UTC day per user on this browser, after sign-in, on load and
 * when a new UTC day begins while the app is open, and shows the daily reward modal when it granted
 * something (docs/product.md#daily-reward).
 */
export default function DailyRewardGate() {
  const info = useUserInfo().data;
  const signedIn = useIsSignedIn();
  const lastClaim = useDailyRewardStore((state) => state.lastClaim);
  const granted = useDailyRewardStore((state) => state.granted);
  const emailPending = useLoginStore((state) => state.open);
  const subscribeOpen = useMembershipStore((state) => state.subscribeOpen);
  const claim = useClaimDailyReward();
  const { mutate } = claim;
  // One request per user and day even when the effect runs again before the answer is in.
  const asked = useRef<string | null>(null);
  const today = useUtcDay();

  useEffect(() => {
    if (!info) return;
    const viewer = { userId: info.id, email: info.email, needValidEmail: info.needValidEmail };
    const marker = claimMarker(info.id, today);
    if (!shouldClaimDailyReward(viewer, lastClaim, today) || asked.current === marker) return;
    asked.current = marker;
    mutate(undefined, {
      onSuccess: (reward) => {
        const store = useDailyRewardStore.getState();
        store.markClaimed(marker);
        if (reward.creditAmount > 0) store.show(reward.creditAmount, reward.balance);
      },
      // Asked again on the next load; the server grants the day's reward once whatever happens.
      onError: () => {
        asked.current = null;
      },
    });
  }, [info, lastClaim, mutate, today]);

  // A grant belongs to the session that received it: signing out drops one still unseen.
  useEffect(() => () => useDailyRewardStore.getState().close(), []);

  const namePromptOpen = info?.namePromptPending === true;
  if (!shouldShowDailyReward({ signedIn, granted, emailPending, subscribeOpen, namePromptOpen })) return null;
  return <DailyRewardModal />;
}

/** Today's UTC day, turning over at midnight UTC for an app left open. */
function useUtcDay(): string {
  const [checkedAt, setCheckedAt] = useState(() => new Date());
  useEffect(() => {
    // A second past midnight, so the new day has begun on the server's clock too; a new Date each
    // time, so the timer is set again even when a clock change made it fire early.
    const wait = msUntilNextUtcDay(checkedAt) + 1000;
    const timer = setTimeout(() => setCheckedAt(new Date()), wait);
    return () => clearTimeout(timer);
  }, [checkedAt]);
  return utcDay(checkedAt);
}
