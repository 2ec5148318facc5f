import clsx from "clsx";
import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { TIER_LABEL } from "../labels";
import { formatPrice, type PlanCard } from "../planCards";

interface Props {
  card: PlanCard;
  busy: boolean;
  onChoose: (card: PlanCard) => void;
}

/** One plan: its name, price per month (the struck list price during a promotion) and its button. */
export function PlanCardView({ card, busy, onChoose }: Props) {
  const { t, i18n } = useTranslation();
  const { offer } = card;
  const perMonth =
    offer && card.monthly !== null
      ? formatPrice(card.monthly, offer.currency, i18n.language)
      : formatPrice(0, "usd", i18n.language);
  const listPerMonth =
    offer?.listPrice != null
      ? formatPrice(
          Math.round(offer.period === "year" ? offer.listPrice / 12 : offer.listPrice),
          offer.currency,
          i18n.language,
        )
      : null;
  return (
    <article
      data-testid={`plan-card-${card.tier}`}
      className={clsx(
        "relative flex flex-col gap-4 rounded-[12px] border bg-surface p-5",
        card.recommended ? "border-accent shadow-lg shadow-accent/10 md:-translate-y-2" : "border-border",
      )}
    >
      {card.recommended ? (
        <span className="absolute -top-3 left-5 rounded-full bg-brand px-3 py-0.5 text-xs font-semibold text-white">
          {t("plans.recommended")}
        </span>
      ) : null}
      <h3 className="text-lg font-semibold">{t(TIER_LABEL[card.tier])}</h3>
      <p className="flex items-baseline gap-2">
        <span className="text-3xl font-bold">{perMonth}</span>
        <span className="text-sm text-muted">{t("plans.perMonth")}</span>
        {listPerMonth ? <s className="text-sm text-muted">{listPerMonth}</s> : null}
      </p>
      {offer ? (
        <p className="text-xs text-muted">
          {offer.period === "year"
            ? t("plans.billedYearly", { price: formatPrice(offer.price, offer.currency, i18n.language) })
            : t("plans.billedMonthly")}
          {offer.trialDays > 0 ? ` · ${t("plans.trialDays", { count: offer.trialDays })}` : ""}
        </p>
      ) : (
        <p className="text-xs text-muted">{t("plans.freeForever")}</p>
      )}
      <div className="mt-auto">
        {card.action === "current" ? (
          <p className="flex h-10 items-center justify-center gap-2 text-sm font-medium text-success">
            <Check aria-hidden="true" className="size-4" />
            {t("plans.currentPlan")}
          </p>
        ) : card.action === "subscribe" || card.action === "upgrade" ? (
          <Button
            className="w-full"
            variant={card.recommended ? "primary" : "secondary"}
            disabled={busy}
            data-testid={`plan-choose-${card.tier}`}
            onClick={() => onChoose(card)}
          >
            {card.action === "upgrade" ? t("plans.upgrade") : t("plans.subscribe")}
          </Button>
        ) : card.action === "contact" ? (
          <p className="text-center text-sm text-muted">{t("plans.contactOperator")}</p>
        ) : null}
      </div>
    </article>
  );
}
