import type { Entitlements, PlanCatalogue } from "@fable/contract";
import { Check, Minus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ENTITLEMENT_LABEL, TIER_LABEL } from "../labels";
import { comparisonCell, comparisonRows } from "../planCards";

/** What each plan grants, one row per entitlement that differs between plans. */
export function ComparisonTable({ catalogue }: { catalogue: PlanCatalogue }) {
  const { t } = useTranslation();
  const cell = (entitlements: Entitlements, key: keyof Entitlements) => {
    const value = comparisonCell(entitlements, key);
    if (value.kind === "switch")
      return value.value ? (
        <Check aria-label={t("plans.included")} className="mx-auto size-4 text-success" />
      ) : (
        <Minus aria-label={t("plans.notIncluded")} className="mx-auto size-4 text-muted" />
      );
    return value.value === null ? t("plans.unlimited") : t("plans.perDay", { count: value.value });
  };
  return (
    <div className="overflow-x-auto rounded-[12px] border border-border">
      <table data-testid="plans-comparison" className="w-full min-w-[480px] text-sm">
        <thead className="bg-raised text-left">
          <tr>
            <th className="px-4 py-3 font-medium">{t("plans.feature")}</th>
            {catalogue.tiers.map(({ tier }) => (
              <th key={tier} className="px-4 py-3 text-center font-medium">
                {t(TIER_LABEL[tier])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparisonRows(catalogue).map((key) => (
            <tr key={key} className="border-t border-border">
              <td className="px-4 py-3 text-muted">{t(ENTITLEMENT_LABEL[key])}</td>
              {catalogue.tiers.map(({ tier, entitlements }) => (
                <td key={tier} className="px-4 py-3 text-center">
                  {cell(entitlements, key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
