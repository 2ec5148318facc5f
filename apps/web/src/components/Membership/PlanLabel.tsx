import { useTranslation } from "react-i18next";
import { parsePlan } from "../../lib/plan";

/**
 * A plan's name as readers see it ("Premium (annual)"), from its vipEnum; a name this version does
 * not know is shown as received. The strings are in the lazy screens catalog: lazy screens only.
 */
export function usePlanLabel(vipEnum: string | null | undefined): string {
  const { t } = useTranslation();
  const plan = parsePlan(vipEnum);
  if (!plan.tier) return plan.raw;
  const name = t(`settings.plans.${plan.tier.toLowerCase() as "free" | "standard" | "premium"}`);
  if (plan.period === "annual") return t("settings.plans.annual", { plan: name });
  if (plan.period === "monthly") return t("settings.plans.monthly", { plan: name });
  return name;
}

/** The plan's name as a piece of text, for lists (a hook cannot be called per row). */
export function PlanLabel({ vipEnum }: { vipEnum: string }) {
  return <>{usePlanLabel(vipEnum)}</>;
}
