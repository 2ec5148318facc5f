import { Coins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { creditTime } from "../../../lib/credits";
import { useCreditCount } from "../../../queries/credits";
import { Skeleton } from "../../Skeleton";
import { InfoRow } from "./parts";

/** The credit balance and what expires next, beside the plan (docs/product.md#settings-modal). */
export function CreditsRow() {
  const { t, i18n } = useTranslation();
  const count = useCreditCount();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const expiry = count.data?.nextExpiry;

  return (
    <InfoRow label={t("settings.credits")}>
      {count.data ? (
        <div className="flex min-w-0 flex-col items-end">
          <span
            data-testid="settings-credits"
            className="flex items-center gap-1.5 font-semibold tabular-nums"
          >
            <Coins aria-hidden="true" className="size-4 text-gold" />
            {count.data.creditAmount}
          </span>
          {expiry ? (
            <span data-testid="settings-credits-expiry" className="truncate text-xs text-muted">
              {t("billing.credits.nextExpiry", { count: expiry.amount, time: creditTime(expiry.at, locale) })}
            </span>
          ) : null}
        </div>
      ) : count.isError ? (
        <span className="text-muted">{t("common.loadFailed")}</span>
      ) : (
        <Skeleton className="h-4 w-16" />
      )}
    </InfoRow>
  );
}
