import { Crown, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { clockText, promoRemainingMs } from "../../lib/promoCountdown";
import { usePlanCatalogue } from "../../queries/plans";
import { useUserStatus } from "../../queries/user";
import { useMembershipStore } from "../../stores/membership";

/** Ticks once a second while a countdown shows. */
function useNow(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * Beside the credits in the header: a member's badge (spec §6), or for everyone else the subscribe
 * button with its discount badge and, during a promotion, the countdown to midnight or its end.
 */
export default function MembershipChip() {
  const { t } = useTranslation();
  const status = useUserStatus().data;
  const catalogue = usePlanCatalogue().data;
  const promotionEndsAt = catalogue?.promotionEndsAt ?? null;
  const now = useNow(promotionEndsAt !== null && status?.vip === false);
  if (!status) return null;
  if (status.vip) {
    const premium = status.vipEnum.toUpperCase().startsWith("PREMIUM");
    return (
      <span
        data-testid="vip-badge"
        className="flex h-8 items-center gap-1 rounded-full border border-gold/50 bg-gold/10 px-2.5 text-xs font-semibold text-gold"
      >
        <Crown aria-hidden="true" className="size-3.5" />
        {premium ? t("header.member.premium") : t("header.member.standard")}
      </span>
    );
  }
  const remaining = promoRemainingMs(now, promotionEndsAt);
  return (
    <button
      type="button"
      data-testid="subscribe-button"
      onClick={() => useMembershipStore.getState().openSubscribe()}
      className="hidden h-8 items-center gap-1.5 rounded-full bg-brand px-3 text-xs font-semibold text-white sm:flex"
    >
      <Sparkles aria-hidden="true" className="size-3.5" />
      {t("header.member.subscribe")}
      {catalogue?.discountBadge ? (
        <span className="rounded-full bg-white/20 px-1.5">
          {t("header.member.off", { percent: catalogue.discountBadge })}
        </span>
      ) : null}
      {remaining !== null ? (
        <span data-testid="promo-countdown" className="font-mono tabular-nums">
          {clockText(remaining)}
        </span>
      ) : null}
    </button>
  );
}
