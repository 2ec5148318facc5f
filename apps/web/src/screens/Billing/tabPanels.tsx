import type { ComponentType } from "react";
import { PlansPanel } from "../Plans/PlansPanel";
import type { BillingTab } from "./billingTabs";
import { CreditsTab } from "./components/CreditsTab";

/** What each tab of /billing shows. A tab without an entry is not shown (the tasks panel is one line). */
export const TAB_PANELS: Partial<Record<BillingTab, ComponentType>> = {
  plans: PlansPanel,
  credits: CreditsTab,
};
