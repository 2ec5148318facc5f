import { useTranslation } from "react-i18next";
import { ChoiceSwitch } from "../../../components/ChoiceSwitch";
import type { BillingPeriod } from "../planCards";

const PERIODS = ["month", "year"] as const;

/** Monthly / yearly as a pill switch, the yearly side showing what it saves. */
export function PeriodSwitch({
  period,
  saving,
  onChange,
}: {
  period: BillingPeriod;
  saving: number;
  onChange: (period: BillingPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceSwitch
      label={t("plans.period")}
      options={PERIODS}
      value={period}
      onChange={onChange}
      labelOf={(value) =>
        value === "month"
          ? t("plans.monthly")
          : saving > 0
            ? t("plans.yearlySaving", { percent: saving })
            : t("plans.yearly")
      }
      testIdPrefix="plans-period"
    />
  );
}
