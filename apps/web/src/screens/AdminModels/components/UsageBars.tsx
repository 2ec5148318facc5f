import type { SceneDailyUsage } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { usageBars, usageTotals } from "../modelsView";

/** Tokens per day over the window as bars (no chart library), with the window's totals. */
export function UsageBars({ usage, days }: { usage: SceneDailyUsage[]; days: number }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  const totals = usageTotals(usage);
  const bars = usageBars(usage, days, new Date());
  return (
    <div className="flex flex-col gap-2" data-testid="model-usage">
      <h3 className="text-sm font-medium">{t("adminModels.usage.title")}</h3>
      {totals.calls === 0 ? (
        <p className="text-sm text-muted">{t("adminModels.usage.none")}</p>
      ) : (
        <>
          <p data-testid="model-usage-totals" className="text-xs text-muted">
            {t("adminModels.usage.totals", {
              calls: number(totals.calls),
              input: number(totals.inputTokens),
              output: number(totals.outputTokens),
            })}
          </p>
          <ol className="flex h-16 items-end gap-px" aria-label={t("adminModels.usage.title")}>
            {bars.map((bar) => {
              const label = t("adminModels.usage.bar", {
                day: bar.day,
                calls: number(bar.calls),
                tokens: number(bar.tokens),
              });
              return (
                <li
                  key={bar.day}
                  title={label}
                  aria-label={label}
                  className="flex h-full min-w-0 flex-1 items-end rounded-t-[2px] bg-raised"
                >
                  <span
                    className="block w-full rounded-t-[2px] bg-gradient-to-t from-accent to-accent-pink"
                    style={{ height: `${Math.round(bar.share * 100)}%` }}
                  />
                </li>
              );
            })}
          </ol>
          <div className="flex justify-between text-[11px] text-muted">
            <span>{bars[0]?.day}</span>
            <span>{bars.at(-1)?.day}</span>
          </div>
        </>
      )}
    </div>
  );
}
