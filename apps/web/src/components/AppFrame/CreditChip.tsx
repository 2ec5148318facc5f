import { Coins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCount } from "../../lib/formatCount";
import { useCreditCount } from "../../queries/credits";

/** The signed-in user's credits in the header, beside the avatar; opens the credits tab of /billing. */
export default function CreditChip() {
  const { t } = useTranslation();
  const count = useCreditCount();
  const amount = count.data?.creditAmount;

  return (
    <Link
      to="/billing?tab=credits"
      data-testid="credit-chip"
      data-amount={amount}
      aria-label={
        amount === undefined ? t("header.credits.loading") : t("header.credits.label", { count: amount })
      }
      className="flex h-8 items-center gap-1.5 rounded-full border border-border bg-surface px-2.5 text-sm font-semibold text-text tabular-nums transition duration-150 ease-out hover:border-gold/60 hover:bg-raised"
    >
      <Coins aria-hidden="true" className="size-4 text-gold" />
      <span aria-hidden="true">{amount === undefined ? "–" : formatCount(amount)}</span>
    </Link>
  );
}
