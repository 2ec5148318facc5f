import * as Tabs from "@radix-ui/react-tabs";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PillTabList } from "../../components/PillTabList";
import { type BillingTab, billingTabOf, shownTabs } from "./billingTabs";
import { TAB_PANELS } from "./tabPanels";

const TAB_LABELS: Record<BillingTab, (t: TFunction) => string> = {
  plans: (t) => t("billing.tabs.plans"),
  credits: (t) => t("billing.tabs.credits"),
  task: (t) => t("billing.tabs.task"),
};

/**
 * /billing (docs/product.md#billing-screen): plans, credits and tasks as tabs chosen by `?tab=`. Only
 * tabs with content (tabPanels.tsx) are shown.
 */
export default function Billing() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const shown = shownTabs(TAB_PANELS);
  const tab = billingTabOf(search.get("tab"), shown);
  const title = t("billing.title");
  const select = (value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tab", value);
        return next;
      },
      { replace: true },
    );

  return (
    <div
      data-testid="billing"
      data-tab={tab}
      className="mx-auto flex w-full max-w-[960px] flex-col gap-6 px-4 py-5 md:px-6 md:py-8"
    >
      <title>{t("app.pageTitle", { page: title })}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold tracking-tight md:text-2xl">{title}</h1>
        <p className="text-sm text-muted">{t("billing.subtitle")}</p>
      </header>
      <Tabs.Root value={tab} onValueChange={select} className="flex flex-col gap-5">
        {shown.length > 1 ? (
          <PillTabList
            label={t("billing.tabs.label")}
            tabs={shown}
            labelOf={(value) => TAB_LABELS[value](t)}
            testIdPrefix="billing-tab"
          />
        ) : null}
        {shown.map((value) => {
          const Panel = TAB_PANELS[value]!;
          return (
            <Tabs.Content key={value} value={value} className="focus:outline-none">
              <Panel />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}
