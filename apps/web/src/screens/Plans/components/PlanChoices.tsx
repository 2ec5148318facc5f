import type { PlanCatalogue } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { useSubscribe } from "../../../queries/plans";
import type { PlanCard } from "../planCards";
import { PlanCardView } from "./PlanCardView";

/**
 * Plan cards to choose from, with what the installation's payment mode says and a failed checkout's
 * message; choosing one goes to checkout. The plans page lays them in a row, the subscribe modal in a
 * column (`className`).
 */
export function PlanChoices({
  cards,
  paymentMode,
  className,
}: {
  cards: PlanCard[];
  paymentMode: PlanCatalogue["paymentMode"] | undefined;
  className: string;
}) {
  const { t } = useTranslation();
  const subscribe = useSubscribe();
  return (
    <>
      {paymentMode === "operator" ? (
        <p className="rounded-[12px] border border-border bg-raised p-4 text-sm text-muted">
          {t("plans.operatorOnly")}
        </p>
      ) : null}
      {subscribe.error ? <p className="text-sm text-danger">{subscribe.error.message}</p> : null}
      <div className={className}>
        {cards.map((card) => (
          <PlanCardView
            key={card.tier}
            card={card}
            busy={subscribe.isPending}
            onChoose={(chosen) => {
              if (chosen.offer) subscribe.mutate(chosen.offer.vipEnum);
            }}
          />
        ))}
      </div>
    </>
  );
}
