import type { ComponentType } from "react";
import type { BillingTab } from "./billingTabs";
import { CreditsTab } from "./components/CreditsTab";

/**
 * What each tab of /billing shows. A tab without an entry is not shown, so adding the plan comparison
 * or the tasks panel is one line here (`plans: PlanComparison`, `task: TasksPanel`).
 */
export const TAB_PANELS: Partial<Record<BillingTab, ComponentType>> = {
  credits: CreditsTab,
};
